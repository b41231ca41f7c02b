import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { authUrlErrorMessage, TAGLINE } from '@plotline/shared';
import { LogoMark } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { EMPTY_LANDING_PARAMS, type LandingParams } from '../utils/landing-params';
import { LoginPanel } from './login-panel';
import { RegistrationForm } from './registration-form';
import { ThankYouPanel } from './thank-you-panel';
import { useFirstPaintMark } from '@/lib/after-first-paint';

const PANELS = ['login', 'registration', 'thank-you'] as const;
export type LoginPanelName = (typeof PANELS)[number];

const PENDING_STATUS_ERROR = 'user_status_pending';

function initialPanel(landing: LandingParams): LoginPanelName {
  if (landing.error === PENDING_STATUS_ERROR) return 'thank-you';
  if (landing.showRegistrationForm) return 'registration';
  return 'login';
}

export interface LoginScreenProps {
  /** What the server's sign-in redirect put on the landing URL (read once at start-up). */
  landing?: LandingParams;
}

/** Sign-in, registration and thank-you as three panels sliding horizontally. */
export function LoginScreen({ landing = EMPTY_LANDING_PARAMS }: LoginScreenProps) {
  const [panel, setPanel] = useState<LoginPanelName>(() => initialPanel(landing));
  const [tempToken, setTempToken] = useState(landing.tempToken);
  // A new key remounts the form, so a cancelled registration leaves nothing behind.
  const [formKey, setFormKey] = useState(0);
  useFirstPaintMark();

  useEffect(() => {
    if (landing.error && landing.error !== PENDING_STATUS_ERROR) {
      // The id keeps React's development double-effect from showing it twice.
      toast.error(authUrlErrorMessage(landing.error), { id: 'auth-url-error' });
    }
  }, [landing.error]);

  const backToLogin = useCallback(() => {
    setPanel('login');
    setTempToken(null);
    setFormKey((key) => key + 1);
  }, []);
  const showThankYou = useCallback(() => setPanel('thank-you'), []);

  const activeIndex = PANELS.indexOf(panel);

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-gradient-to-br from-brand-50 via-white to-gray-100 px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 h-96 w-96 rounded-full bg-brand-100/60 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-brand-100/40 blur-3xl" />

      <div className="relative w-full max-w-md">
        <header className="mb-8 flex flex-col items-center text-center">
          <LogoMark className="h-12 w-12 shadow-lg shadow-brand-500/20" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">Plotline</h1>
          <p className="mt-2 text-base text-gray-600">{TAGLINE}</p>
          <span className="mt-3 inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-0.5 text-xs font-semibold tracking-wide text-amber-700 uppercase">
            <span className="h-1.5 w-1.5 rounded-full bg-amber-500" aria-hidden="true" />
            Closed Alpha
          </span>
        </header>

        <div className="overflow-hidden rounded-2xl border border-gray-200/80 bg-white shadow-xl shadow-gray-900/5">
          <div
            className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${activeIndex * 100}%)` }}
          >
            <SlidePanel isActive={panel === 'login'} label="Sign in">
              <LoginPanel />
            </SlidePanel>
            <SlidePanel isActive={panel === 'registration'} label="Registration">
              <RegistrationForm
                key={formKey}
                tempToken={tempToken}
                isInvited={landing.isInvited}
                onCancel={backToLogin}
                onRegistered={showThankYou}
              />
            </SlidePanel>
            <SlidePanel isActive={panel === 'thank-you'} label="Thank you">
              <ThankYouPanel onBack={backToLogin} />
            </SlidePanel>
          </div>
        </div>
      </div>
    </main>
  );
}

/** Off-screen panels are inert and hidden from assistive technology so focus never lands in them. */
function SlidePanel({ isActive, label, children }: { isActive: boolean; label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      aria-hidden={isActive ? undefined : true}
      inert={!isActive}
      // Panels share the tallest one's height; content centres so shorter panels do not look top-heavy.
      className={cn('flex w-full shrink-0 flex-col justify-center p-6 sm:p-8', !isActive && 'pointer-events-none')}
    >
      {children}
    </section>
  );
}
