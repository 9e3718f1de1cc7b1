import type { ReactNode } from 'react';
import { Navigate } from '@irrigo/router';
import type { RouteGuard as Guard } from '@irrigo/contracts';
import { AccessRequired } from '../screens/AccessRequired.js';
import { AuthUnavailable } from '../screens/AuthUnavailable.js';
import { PageSpinner } from '../screens/PageSpinner.js';
import { decideAccess } from './access.js';
import { useShellSession } from './shell-user.js';

/** Renders a route's screen only for the people its guard lets in (see decideAccess). */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const decision = decideAccess(guard, useShellSession());
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'wait':
      return <PageSpinner />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'deny':
      return <AccessRequired required={decision.required} />;
    case 'unavailable':
      return <AuthUnavailable />;
  }
}
