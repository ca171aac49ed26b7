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
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 3 }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, LOGGED_OUT)).toBe(false);
  });

  it('lets any logged-in user pass the logged-in guard', () => {
    expect(isGuardSatisfied({ kind: 'loggedIn' }, newcomer)).toBe(true);
  });

  it('lets only admins into the admin area', () => {
    expect(isGuardSatisfied({ kind: 'admin' }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'admin' }, admin)).toBe(true);
  });

  it("lets platform admins and the source's administrators create its events, as the server does", () => {
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 5 }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 4 }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 4 }, newcomer)).toBe(false);
    // A platform admin who administers no source may still create events for any source.
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 4 }, admin)).toBe(true);
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: 4 }, LOGGED_OUT)).toBe(false);
  });

  it('without a named source, lets nobody into event creation (there is no source to publish for)', () => {
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: undefined }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'createsEvent', sourceId: undefined }, admin)).toBe(false);
  });

  it("lets platform admins and the source's administrators into source editing, as the server does", () => {
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 5 }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 4 }, member)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, admin)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, newcomer)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: 3 }, LOGGED_OUT)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsSource', sourceId: undefined }, admin)).toBe(false);
  });

  it('lets platform admins and source administrators into event editing, as the server does', () => {
    expect(isGuardSatisfied({ kind: 'editsEvent' }, admin)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, member)).toBe(true);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, newcomer)).toBe(false);
    expect(isGuardSatisfied({ kind: 'editsEvent' }, LOGGED_OUT)).toBe(false);
  });
});
