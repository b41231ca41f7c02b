import { Lock, ShieldCheck } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { SIGN_IN_URL } from '@/lib/routes';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l2.85-2.22.81-.62z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z" />
    </svg>
  );
}

/** The first panel: one way in, through the server's Google (OIDC) redirect. */
export function LoginPanel() {
  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <h2 className="text-xl font-semibold text-gray-900">Welcome</h2>
        <p className="mt-1 text-sm text-gray-500">Sign in to continue to your projects.</p>
      </div>
      {/* A plain link: sign-in is a full-page navigation to the server, not an API call. */}
      <a href={SIGN_IN_URL} className={buttonClassName('secondary', 'lg', 'w-full gap-3 text-gray-800')}>
        <GoogleIcon />
        Continue with Google
      </a>
      <ul className="space-y-2 border-t border-gray-100 pt-5 text-sm text-gray-500">
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
          By signing in, you agree to our terms of service
        </li>
        <li className="flex items-center gap-2">
          <Lock className="h-4 w-4 shrink-0 text-gray-400" aria-hidden="true" />
          Your data is private and secure
        </li>
      </ul>
    </div>
  );
}
