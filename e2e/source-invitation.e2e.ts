// Issue 17 finding 5, decision 029: a source administrator invites a person by e-mail from the source's edit
// page ('Invitation sent.', listed as pending); the person opens the mail's link, logged in with that address,
// accepts ('Administrator added.') and from then on administers the source.
import { expect, inject, test } from 'vitest';
import { basicAuth, newAccount, register } from './support/accounts.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';
import { waitForMailLink } from './support/mail.js';
import { logInThroughApi, sourceAdministratorOf } from './support/source-admin.js';
import { SOURCE_FORM_LABELS } from './support/source-form.js';

const browser = useBrowser();
const dataDir = inject('dataDir');

const TEXTS = {
  en: {
    newAdminEmail: 'E-mail of the new administrator',
    addAdministrator: 'Add Administrator',
    invitationSent: 'Invitation sent.',
    pendingInvitations: 'Pending invitations',
    invitation: 'Invitation to administer a source',
    accept: 'Accept invitation',
    administratorAdded: 'Administrator added.',
    editTheSource: 'Edit the source',
  },
  de: {
    newAdminEmail: 'E-Mail der neuen Administrator:in',
    addAdministrator: 'Administrator:in hinzufügen',
    invitationSent: 'Einladung gesendet.',
    pendingInvitations: 'Offene Einladungen',
    invitation: 'Einladung zur Verwaltung einer Quelle',
    accept: 'Einladung annehmen',
    administratorAdded: 'Administrator:in hinzugefügt.',
    editTheSource: 'Quelle bearbeiten',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('invites by e-mail; the invited person accepts from the mail link and administers the source', async () => {
    const owner = await browser.open({ language, storedLanguage: language });
    const source = await sourceAdministratorOf(owner.baseUrl, `e2e-inviter-${language}`);
    const invitee = newAccount(`e2e-invitee-${language}`);
    await register(owner.baseUrl, invitee, language);
    const labels = SOURCE_FORM_LABELS[language];

    await logInThroughApi(owner.page, owner.baseUrl, language, source.owner);
    await owner.page.goto(new URL(`/${language}/sources/${source.sourceId}/edit`, owner.baseUrl).href);
    await expectMainHeading(owner.page, labels.editSource);
    const admins = owner.page.getByRole('region', {
      name: language === 'en' ? 'Administrators' : 'Administrator:innen',
    });
    await admins.getByLabel(texts.newAdminEmail).fill(invitee.email);
    await admins.getByRole('button', { name: texts.addAdministrator, exact: true }).click();
    await owner.page.getByRole('status').filter({ hasText: texts.invitationSent }).waitFor();
    await admins.getByRole('heading', { name: texts.pendingInvitations }).waitFor();
    await admins.getByText(invitee.email, { exact: true }).waitFor();

    // The mail goes out in the invited account's language, with the accept page's link.
    const link = await waitForMailLink(dataDir, invitee.email, /\/invitation\?token=/);
    expect(new URL(link).pathname).toBe(`/${language}/invitation`);

    const invited = await browser.open({ language, storedLanguage: language });
    await logInThroughApi(invited.page, invited.baseUrl, language, invitee);
    const url = new URL(link);
    await invited.page.goto(new URL(`${url.pathname}${url.search}`, invited.baseUrl).href);
    await expectMainHeading(invited.page, texts.invitation);
    await invited.page.getByRole('button', { name: texts.accept, exact: true }).click();
    await invited.page.getByRole('status').filter({ hasText: texts.administratorAdded }).waitFor();
    await invited.page.getByRole('link', { name: texts.editTheSource, exact: true }).click();
    await expectMainHeading(invited.page, labels.editSource);

    // The server agrees: the invited account now administers the source, and nothing is pending.
    const response = await fetch(new URL(`/v1/source/${source.sourceId}/admins`, owner.baseUrl), {
      headers: { authorization: basicAuth(source.owner) },
    });
    const list = (await response.json()) as { username: string }[];
    expect(list.map((admin) => admin.username)).toEqual([source.owner.username, invitee.username]);
    const pending = await fetch(new URL(`/v1/source/${source.sourceId}/invitations`, owner.baseUrl), {
      headers: { authorization: basicAuth(invitee) },
    });
    expect(await pending.json()).toEqual([]);
  });
});
