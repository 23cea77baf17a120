import { z } from 'zod';

/** Schema of a successful answer `{ message, data }` around a data schema. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** Schema of every error answer. */
export const errorBody = z.object({ message: z.string() });
