export { http, refreshSession, errorCodeOf, errorFieldOf, errorMessageOf, statusOf } from './http';
export { setNavigator } from './navigation';
export { storage } from './storage';
export { APP_VERSION } from './version';
export { useMessages, type Message } from './stores/messages';
export { useLoading } from './stores/loading';
export { useLocale } from './stores/locale';
export { useTheme } from './stores/theme';
export { useCookieNotice } from './stores/cookie-notice';
export { useSession, sessionNeedsRefresh, type LoginState } from './stores/session';
export { login, logout, register, getProfile } from './api/auth';
export { rules, validate, validateForm, type Rule } from './validation';
export { useMessageText } from './use-message-text';
export { useForm, useValidation } from './use-form';
export { useServerData } from './use-server-data';
export { usePageTitle, pageTitle } from './use-page-title';
export {
  verifyEmail,
  forgotPassword,
  resetPassword,
  sendContactMessage,
  resendValidation,
  updateProfile,
  changePassword,
  changeEmail,
  getAllCities,
  getWebConfig,
} from './api/account';
export { restCollection } from './api/rest-collection';
