export { http, refreshSession, errorCodeOf, statusOf } from './http';
export { navigateTo, setNavigator } from './navigation';
export { storage, STORAGE_KEYS } from './storage';
export { APP_VERSION, isNewerVersion } from './version';
export { checkForAppUpdate, UPDATE_CHECK_INTERVAL_MS } from './update-check';
export { useAnalytics } from './use-analytics';
export { useMessages, SUCCESS_TIMEOUT_MS, type Message, type SuccessMessage } from './stores/messages';
export { useLoading } from './stores/loading';
export { useLocale, initialLocale } from './stores/locale';
export { useTheme } from './stores/theme';
export { useConsent, type Consent } from './stores/consent';
export { useSession, isLoggedIn, sessionNeedsRefresh, expirationFrom } from './stores/session';
export { login, register, getProfile } from './api/auth';
export { rules, validate, validateForm, hasErrors, type Rule, type FormErrors } from './validation';
export { useMessageText } from './use-message-text';
export { useForm, type FieldBinding } from './use-form';
export { useServerData } from './use-server-data';
export {
  verifyEmail,
  forgotPassword,
  resetPassword,
  resendValidation,
  updateProfile,
  changePassword,
  getAllCities,
  getWebConfig,
} from './api/account';
