// Wraps a guarded screen: a failed guard redirects to home (spec §2 "Rules for all routes").
import type { ComponentType } from 'react';
import { Navigate, type Params, useParams, useSearchParams } from 'react-router';
import { useSession } from '../features/session/session-context';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { type GuardRequirement, isGuardSatisfied } from './guards';

export type RequirementOf = (params: Params, search: URLSearchParams) => GuardRequirement;

export function guarded(requirementOf: RequirementOf, Screen: ComponentType): ComponentType {
  return function GuardedScreen() {
    const session = useSession();
    const language = useLanguage();
    const params = useParams();
    const [search] = useSearchParams();
    // A reload restores the stored session first (spec §4); deciding before that would send a
    // logged-in user home.
    if (session.isRestoring) return null;
    if (!isGuardSatisfied(requirementOf(params, search), session)) {
      return <Navigate to={paths.home(language)} replace />;
    }
    return <Screen />;
  };
}
