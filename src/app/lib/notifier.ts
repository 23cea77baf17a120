import { message, type App } from 'antd';

type MessageApi = ReturnType<typeof App.useApp>['message'];

let bound: MessageApi | null = null;

/** Lets the request layer and other non-React code show antd messages inside the app's context. */
export function bindMessageApi(api: MessageApi | null): void {
  bound = api;
}

/** Shows an error message for `durationMs` milliseconds (antd counts seconds). */
export function notifyError(text: string, durationMs = 3000): void {
  void (bound ?? message).error({ content: text, duration: durationMs / 1000 });
}

/** Closes every message still shown (e.g. a failed login's error once the next attempt succeeds). */
export function clearNotices(): void {
  (bound ?? message).destroy();
}
