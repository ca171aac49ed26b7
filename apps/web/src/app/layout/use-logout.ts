// Logout from the header or the menu (spec §2, §4: clears the token and the state, then goes home).
// Home is shown first and the session ends after: ended first, the page still shown would ask for
// its data again without the token, and a page only the account may see (its own pending event)
// would answer 404 and take the visitor to 'Nothing here...' instead (issue 20 item 5).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/session/session-context';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';

export function useLogout(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = paths.home(useLanguage());
  const [isLeaving, setLeaving] = useState(false);
  // Effects run after the commit that shows home, when the page left behind has unmounted.
  useEffect(() => {
    if (!isLeaving || pathname !== home) return;
    setLeaving(false);
    session.logout();
  }, [isLeaving, pathname, home, session]);
  return () => {
    setLeaving(true);
    void navigate(home);
  };
}
