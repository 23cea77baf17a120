import { z } from 'zod';

/** Form body of POST /api/oauth/oauth/token. */
export const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string(),
    password: z.string(),
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string() }),
]);
/** Form body of the token call. */
export type TokenRequest = z.infer<typeof tokenRequest>;

/** Token answer, at the top level of the body as OAuth does (plus the usual message). */
export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  message: z.string(),
});
/** Token answer. */
export type TokenResponse = z.infer<typeof tokenResponse>;
