/** The Chinese message catalogue: the spec's texts word for word, plus our own. */
export const MESSAGES = {
  notFound: '很抱歉，资源未找到',
  forbidden: '很抱歉，您暂无该操作权限',
  internal: '系统内部异常，请联系网站管理员',
  unauthorized: '登录已过期，请重新登录',
  refreshTokenInvalid: 'refresh token无效',
  downloadFailed: '下载失败',
  scanNeedsYear: '请选择学年后再进行扫描',
  scannerFailed: '请重新选择扫描仪',
  badCredentials: '用户名或密码错误',
  badClient: '客户端认证失败',
  tooManyAttempts: '登录失败次数过多，请稍后再试',
  unsupportedGrant: '不支持的授权类型',
  badRequest: '请求参数有误',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入图形验证码',
  smsRequired: '请输入短信验证码',
  nicknameRequired: '请输入昵称',
  noDefaultYear: '暂无默认学年',
  ok: '成功',
} as const;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof MESSAGES;
