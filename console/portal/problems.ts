import { ApiFailure, messageOf } from './api';
import { defineWords } from './i18n';

/**
 * What a refusal says to the person, in their language where the portal knows the case (a
 * sign-in refused or locked, too many tries, no connection), else the API's own message.
 */
export const useProblemWords = defineWords({
  en: {
    signInFailed: 'The e-mail address, password or code is wrong.',
    codeNeeded: 'Enter the 6-digit code of your authenticator app.',
    locked: 'Sign-in is locked for 15 minutes after too many failed attempts. Wait, or set a new password with “Forgot your password?”.',
    tooMany: 'Too many attempts. Wait a minute and try again.',
    network: 'The service did not answer. Check the connection and try again.',
    passkeyCancelled: 'The passkey prompt was closed before it finished.',
    sessionEnded: 'Your session has ended (signed out, idle for 30 minutes or 12 hours old). Sign in again to go on.',
  },
  ar: {
    signInFailed: 'البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.',
    codeNeeded: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
    locked: 'تم إيقاف تسجيل الدخول لمدة 15 دقيقة بعد محاولات فاشلة كثيرة. انتظر، أو عيّن كلمة مرور جديدة عبر «نسيت كلمة المرور؟».',
    tooMany: 'محاولات كثيرة جدًا. انتظر دقيقة ثم حاول مرة أخرى.',
    network: 'لم تستجب الخدمة. تحقق من الاتصال وحاول مرة أخرى.',
    passkeyCancelled: 'أُغلقت نافذة مفتاح المرور قبل أن تكتمل.',
    sessionEnded: 'انتهت جلستك (تسجيل خروج، أو 30 دقيقة دون نشاط، أو مرور 12 ساعة). سجّل الدخول مرة أخرى للمتابعة.',
  },
});

export type ProblemWords = ReturnType<typeof useProblemWords>;

export function problemText(error: unknown, words: ProblemWords, signingIn = false): string {
  if (error instanceof ApiFailure) {
    if (error.status === 0) return words.network;
    if (error.code === 'sign_in_locked') return words.locked;
    if (error.code === 'rate_limited') return words.tooMany;
    if (signingIn && error.code === 'unauthenticated') return words.signInFailed;
    if (signingIn && error.code === 'second_factor_required') return words.codeNeeded;
    return error.message;
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return words.passkeyCancelled;
  return messageOf(error);
}
