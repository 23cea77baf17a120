/** OpenAPI tags and security of a scan route. */
export const scanDoc = (summary: string) => ({
  tags: ['scan'],
  summary,
  security: [{ bearer: [] }],
});
