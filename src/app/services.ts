import { saveAs } from 'file-saver';
import { createAppServices } from './compose-services';
import { navigateTo } from './lib/navigator';
import { clearNotices, notifyError } from './lib/notifier';
import { provideHttp } from '../ui/http';

const app = createAppServices({
  notify: notifyError,
  clearNotices,
  navigate: navigateTo,
  reload: () => window.location.reload(),
  saveFile: (blob, fileName) => saveAs(blob, fileName),
  now: Date.now,
});

/** The one store of the app. */
export const store = app.store;
/** The axios instance of spec section 7. */
export const http = app.http;
/** Request helpers, shell API, session service and notify, as the components get them. */
export const services = app.services;
/** The helper forms of spec section 7 (postForm, postJson, get, del, downloadPost, upload …). */
export const request = app.services.request;

// Features reach the request helpers through src/ui's port (they may not import src/app).
provideHttp(request);
