import { subscriptionStorageKey, tokenStorageKey } from '@console/contract';

/** The id_token lives in local storage under the spec's prefix and key (doc1 §9). */
export const getToken = (): string | null => localStorage.getItem(tokenStorageKey);
export const setToken = (token: string) => localStorage.setItem(tokenStorageKey, token);
export const clearToken = () => localStorage.removeItem(tokenStorageKey);

/** The operator's chosen subscription, remembered across visits and sent with every call. */
export const getSubscriptionId = (): string | null => localStorage.getItem(subscriptionStorageKey);
export const setSubscriptionId = (id: string) => localStorage.setItem(subscriptionStorageKey, id);

/** A returnUrl is followed only when it is a path of this console, never another site. */
export const safeReturnUrl = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/signin') ? value : '/';

/** Set when a 401 ends the session, so that the sign-in page after the reload can say why. */
const sessionEndedKey = 'console.sessionEnded';
export const markSessionEnded = () => sessionStorage.setItem(sessionEndedKey, '1');
export const hasSessionEnded = (): boolean => sessionStorage.getItem(sessionEndedKey) === '1';
export const forgetSessionEnded = () => sessionStorage.removeItem(sessionEndedKey);
