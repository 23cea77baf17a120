/** antd Form.Item props showing a react-hook-form error message, if any. */
export const fieldError = (error: { message?: string } | undefined) =>
  error?.message ? { validateStatus: 'error' as const, help: error.message } : {};
