// Spec §2 "Mobile header": a back button (history back) away from home, and the logo.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from '../../components/icons';
import { HeaderLogo } from './header-logo';
import { useRouteName } from './use-route-name';

export function MobileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // "Shown when the path is not '/'": with the language segment, home is /{language}.
  const isHome = useRouteName() === 'home';
  return (
    <div className="grid h-14 grid-cols-[3rem_1fr_3rem] items-center px-2">
      {isHome ? (
        <span />
      ) : (
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label={t('nav.back')}
          className="flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-50"
        >
          <BackIcon />
        </button>
      )}
      <div className="flex justify-center">
        <HeaderLogo />
      </div>
    </div>
  );
}
