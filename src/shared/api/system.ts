import { z } from 'zod';

/** The signed-in user (spec section 3: username, avatar, orgLogo, logoPath). */
export const userInfo = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  /** Logo of the default organisation (data URL or path), empty when none. */
  orgLogo: z.string(),
  /** Same logo as a served path, for places that want a URL. */
  logoPath: z.string(),
  orgDefaultId: z.string().nullable(),
  orgName: z.string(),
});
/** The signed-in user. */
export type UserInfo = z.infer<typeof userInfo>;

/** The user's standing in the default organisation (spec: user grade info). */
export const userGradeInfo = z.object({
  orgDefaultId: z.string().nullable(),
  gradeDirector: z.boolean(),
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  /** The default grade (school year), or null: the nav then shows 暂无默认学年. */
  classDefaultId: z.string().nullable(),
  classDefaultName: z.string().nullable(),
  subjects: z.array(z.object({ id: z.string(), name: z.string() })),
  classes: z.array(z.object({ id: z.string(), name: z.string(), gradeId: z.string() })),
});
/** The user's standing in the default organisation. */
export type UserGradeInfo = z.infer<typeof userGradeInfo>;

/** A grade/class item. */
export const classItem = z.object({ id: z.string(), name: z.string() });
/** A grade/class item. */
export type ClassItem = z.infer<typeof classItem>;

/** Query of GET /api/system/class. */
export const classQuery = z.object({
  orgId: z.string().min(1),
  type: z.coerce.number().int().optional(),
  pid: z.string().optional(),
});

/** Form body of PUT /api/system/class/updateClassDefault. */
export const updateClassDefaultBody = z.object({
  orgId: z.string().min(1),
  classId: z.string().min(1),
});
