import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type Session } from '../features/session/session-context';
import { isGuardSatisfied } from './guards';

const member: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'ada', admin: false },
  administeredSourceIds: [3, 5],
  logout: () => {},
};
const newcomer: Session = { ...member, administeredSourceIds: [] };
const admin: Session = {
  ...member,
  user: { id: 2, username: 'root', admin: true },
  administeredSourceIds: [],
};

describe('isGuardSatisfied', () => {
  it('fails every guard when logged out', () => {
    expect(isGuardSatisfied({ kind: 'loggedIn' }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'admin' }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: 3 }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: undefined }, LOGGED_OUT)).toBe(false);
  });

  it('lets any logged-in user pass the logged-in guard', () => {
    expect(isGuardSatisfied({ kind: 'loggedIn' }, newcomer)).toBe(true);
  });

  it('lets only admins into the admin area', () => {
    expect(isGuardSatisfied({ kind: 'admin' }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'admin' }, admin)).toBe(true);
  });

  it('lets a user create events only for the sources they administer', () => {
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: 5 }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: 4 }, member)).toBe(false);
  });

  it("lets platform admins and the source's administrators into source editing, as the server does", () => {
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 5 }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 4 }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, admin)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, newcomer)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: undefined }, admin)).toBe(false);
  });

  it('without a known source, requires administering at least one source', () => {
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: undefined }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'administersSource', sourceId: undefined }, newcomer)).toBe(false);
  });

  it('lets platform admins and source administrators into event editing, as the server does', () => {
    expect(isGuardSatisfied({ kind: 'editsEvent' }, admin)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, newcomer)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, LOGGED_OUT)).toBe(false);
  });
});
