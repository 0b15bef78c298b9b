// The team competition screens (social-engagement.md §2 "Team competition", §4, §5, §8, §9) on acme, whose demo
// competition is in enrollment (enrollment ends on week 4's Friday; the demo is in week 3). Fresh participants are
// not on a team: one creates a team, invites another by name, who accepts (the leader's screen updates live); the lead
// changes hands; the team conversation shows up in /messages. A third asks to join and is accepted. The awards of a
// week (podium) and of the running week (empty). axe on every screen, screenshots at 390 and 1280.
import { test, expect, type Browser, type Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './support/session';
import { createParticipant } from './support/home-db';
import { expectNoSeriousA11yViolations, screenshotBothWidths } from './support/journey-checks';
import { fillHydrated } from './support/hydration';

const suffix = () => Math.random().toString(36).slice(2, 6);

/** A fresh participant (not on a team) signed in on a page of their own; the first name is `first` capitalized. */
async function freshPerson(browser: Browser, baseURL: string, first: string): Promise<{ page: Page; id: number; name: string }> {
  const user = await createParticipant('acme', first);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await answerCookieBar(page, baseURL);
  await signInAs(page, baseURL, user.email);
  return { page, id: user.id, name: `${first[0]!.toUpperCase()}${first.slice(1)} Tester` };
}

/** Creates a team through the screen and waits for My Team. */
async function createTeam(page: Page, name: string) {
  await page.goto('/artprize/create');
  await fillHydrated(page.getByRole('textbox', { name: 'Team name' }), name);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/artprize\/myteam$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const members = (page: Page) => page.getByRole('region', { name: 'Members and contributions' });

test.beforeEach(async ({ page, baseURL }) => {
  await answerCookieBar(page, baseURL!);
});

test('create a team, invite by name, the invitee accepts (live), the lead changes hands, the team conversation opens', async ({ browser, baseURL }) => {
  const tag = suffix();
  const lead = await freshPerson(browser, baseURL!, `lead${tag}`);
  const guest = await freshPerson(browser, baseURL!, `guest${tag}`);
  const teamName = `Brushstrokes ${tag}`;

  // Not on a team and enrollment is open: My Team sends to Create; the tabs offer Join and Create.
  await lead.page.goto('/artprize/myteam');
  await expect(lead.page).toHaveURL(/\/artprize\/create$/);
  const tabs = lead.page.getByRole('navigation', { name: /tabs$/ });
  await expect(tabs.getByRole('link', { name: 'Create a Team' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Join a Team' })).toBeVisible();
  await expectNoSeriousA11yViolations(lead.page);
  await screenshotBothWidths(lead.page, 'teams-create');

  // A blank name is stopped by the form; a taken name answers 'Oops, ' plus the server's first error in lower case.
  await lead.page.getByRole('button', { name: 'Create team' }).click();
  await expect(lead.page.getByText('Team name is required.')).toBeVisible();
  await lead.page.getByRole('textbox', { name: 'Team name' }).fill('Calm Collective');
  await lead.page.getByRole('button', { name: 'Create team' }).click();
  await expect(lead.page.getByText(/^Oops, name has already been taken/)).toBeVisible();

  await createTeam(lead.page, teamName);
  // On a team: Join and Create are gone from the tabs, and entering them goes to My Team.
  await expect(tabs.getByRole('link', { name: 'Join a Team' })).toHaveCount(0);
  await lead.page.goto('/artprize/join');
  await expect(lead.page).toHaveURL(/\/artprize\/myteam$/);
  await expect(lead.page.getByRole('region', { name: 'Team summary' }).getByText('Pending')).toBeVisible();
  await expect(members(lead.page).getByText('Leader')).toBeVisible();

  // The leader edits the name in place.
  await lead.page.getByRole('button', { name: 'Edit team name' }).click();
  await lead.page.getByRole('textbox', { name: 'Team name' }).fill(`${teamName}!`);
  await lead.page.getByRole('button', { name: 'Save' }).click();
  await expect(lead.page.getByRole('heading', { name: `${teamName}!`, level: 2 })).toBeVisible();

  // Invite by name: nothing before 3 characters, then the person after the pause.
  const search = lead.page.getByRole('searchbox', { name: 'Invite by name' });
  await search.fill('gu');
  await expect(lead.page.getByText('Type at least 3 characters.')).toBeVisible();
  await search.fill(`guest${tag}`);
  await lead.page.getByRole('button', { name: `Invite ${guest.name}` }).click();
  await expect(lead.page.getByText('Invite successfully sent!')).toBeVisible();
  await expect(lead.page.getByRole('list', { name: 'Invitations sent' }).getByText(guest.name)).toBeVisible();
  // A resend says so.
  await lead.page.getByRole('button', { name: `Resend the invitation to ${guest.name}` }).click();
  await expect(lead.page.getByText('Request resent.')).toBeVisible();
  await expectNoSeriousA11yViolations(lead.page);
  await screenshotBothWidths(lead.page, 'teams-myteam-leader');

  // The guest sees the invitation at the top of the join list and accepts it.
  await guest.page.goto('/artprize/join');
  const invitations = guest.page.getByRole('region', { name: 'You are invited' });
  await expect(invitations.getByText(`${teamName}!`)).toBeVisible();
  await expectNoSeriousA11yViolations(guest.page);
  await screenshotBothWidths(guest.page, 'teams-join');
  await invitations.getByRole('button', { name: `Accept the invitation to ${teamName}!` }).click();
  await expect(guest.page).toHaveURL(/\/artprize\/myteam$/);
  await expect(guest.page.getByRole('heading', { name: `${teamName}!`, level: 2 })).toBeVisible();
  // A member only views: no edit, no invitations.
  await expect(guest.page.getByRole('button', { name: 'Edit team name' })).toHaveCount(0);
  await expect(guest.page.getByRole('region', { name: 'Invite teammates' })).toHaveCount(0);

  // The leader's screen shows the new member without a reload (TeamInviteAccepted).
  await expect(members(lead.page).getByText(guest.name)).toBeVisible();

  // The lead changes hands, after a confirmation.
  await lead.page.getByRole('button', { name: `Make ${guest.name} team leader` }).click();
  const confirm = lead.page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Make ${guest.name} the team leader?`);
  await confirm.getByRole('button', { name: 'Change leader' }).click();
  await expect(lead.page.getByText(`${guest.name} now leads the team.`)).toBeVisible();
  await expect(lead.page.getByRole('button', { name: 'Edit team name' })).toHaveCount(0);
  await expect(lead.page.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await guest.page.reload();
  await expect(guest.page.getByRole('button', { name: 'Edit team name' })).toBeVisible();

  // The team conversation: linked from My Team, and in /messages.
  await lead.page.getByRole('link', { name: 'Team conversation' }).click();
  await expect(lead.page).toHaveURL(/\/messages\?conversation=\d+/);
  await expect(lead.page.getByRole('heading', { name: `${teamName}!`, level: 2 })).toBeVisible({ timeout: 15_000 });
});

test('a participant asks to join, withdraws, asks again and is accepted; an email invitation', async ({ browser, baseURL }) => {
  const tag = suffix();
  const lead = await freshPerson(browser, baseURL!, `host${tag}`);
  const asker = await freshPerson(browser, baseURL!, `asker${tag}`);
  const teamName = `Palette ${tag}`;
  await createTeam(lead.page, teamName);

  // The join list: search by name, the team's size and status, and a request.
  await asker.page.goto('/artprize/join');
  await expect(asker.page.getByText(/^Showing \d+ of \d+ teams?$/)).toBeVisible();
  await fillHydrated(asker.page.getByRole('searchbox', { name: 'Search teams by name' }), teamName);
  const card = asker.page.getByRole('listitem', { name: teamName });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 / 4')).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  // A full team is not in the join list (for=join answers the teams with room).
  await asker.page.getByRole('searchbox', { name: 'Search teams by name' }).fill('Calm Collective');
  await expect(asker.page.getByText('No team matches “Calm Collective”.')).toBeVisible();

  await asker.page.getByRole('searchbox', { name: 'Search teams by name' }).fill(teamName);
  await card.getByRole('button', { name: `Request to join ${teamName}`, exact: true }).click();
  await expect(asker.page.getByText('Sent', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Request to join ${teamName} sent` })).toBeDisabled();
  await card.getByRole('button', { name: `Withdraw request to join ${teamName}`, exact: true }).click();
  await card.getByRole('button', { name: `Request to join ${teamName}`, exact: true }).click();
  await expect(card.getByRole('button', { name: `Withdraw request to join ${teamName}`, exact: true })).toBeVisible();

  // The leader accepts the request.
  await lead.page.reload();
  const requests = lead.page.getByRole('region', { name: 'Requests to join' });
  await requests.getByRole('button', { name: `Accept ${asker.name}’s request` }).click();
  await expect(members(lead.page).getByText(asker.name)).toBeVisible();
  await expect(requests.getByText('No requests right now.')).toBeVisible();

  // The asker is on the team now: the join screen sends them to My Team.
  await asker.page.goto('/artprize/join');
  await expect(asker.page).toHaveURL(/\/artprize\/myteam$/);
  await expect(asker.page.getByRole('heading', { name: teamName, level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(asker.page);
  await screenshotBothWidths(asker.page, 'teams-myteam-member');

  // An invitation by email.
  const email = `painter.${tag}@example.org`;
  await lead.page.getByRole('textbox', { name: 'Invite by email' }).fill(email);
  await lead.page.getByRole('button', { name: 'Send invite' }).click();
  await expect(lead.page.getByText(`Invite sent to ${email}.`)).toBeVisible();
  await expect(lead.page.getByRole('list', { name: 'Invitations sent' }).getByText(email)).toBeVisible();

  // The leader removes the member, after a confirmation; the member's screen finds itself off the team.
  await members(lead.page).getByRole('button', { name: `Remove ${asker.name} from the team` }).click();
  const removal = lead.page.getByRole('alertdialog');
  await expect(removal).toContainText(`Remove ${asker.name} from ${teamName}?`);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(lead.page.getByText(`${asker.name} is no longer on the team.`)).toBeVisible();
  await expect(members(lead.page).getByText(asker.name)).toHaveCount(0);

  // Deleting the team, then restoring it from Create a Team.
  await lead.page.getByRole('button', { name: 'Delete team' }).click();
  await lead.page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
  await expect(lead.page).toHaveURL(/\/artprize\/create$/);
  const restore = lead.page.getByRole('region', { name: `You deleted ${teamName}` });
  await expect(restore).toBeVisible();
  await expectNoSeriousA11yViolations(lead.page);
  await restore.getByRole('button', { name: 'Restore team' }).click();
  await expect(lead.page).toHaveURL(/\/artprize\/myteam$/);
  await expect(lead.page.getByRole('heading', { name: teamName, level: 2 })).toBeVisible();
});

test('the awards of a finished week (podium) and of the running week (not yet awarded); a full team with its week', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'participant@example.com');
  await page.goto('/artprize/awards/1');
  const podium = page.getByRole('list', { name: 'Week 1 podium' });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  await expect(podium.getByText('1st place')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'teams-awards');

  // The running week is not awarded yet; the switcher reaches the previous week.
  await page.goto('/artprize/awards');
  await expect(page).toHaveURL(/\/artprize\/awards\/3$/);
  await expect(page.getByText('Week 3’s winners are announced when the week ends.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Previous week (week 2)' }).click();
  await expect(page.getByRole('heading', { name: 'Week 2 winners' })).toBeVisible();

  // Maya leads the full, official Calm Collective: her team and a past week of its activity.
  await page.goto('/artprize/myteam/week/2');
  await expect(page.getByRole('heading', { name: 'Calm Collective', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team summary' }).getByText('Official')).toBeVisible();
  await expect(members(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('navigation', { name: 'Team activity weeks' })).toContainText('Week 2');
  // Where the team stands: the official teams ranked around it, hers marked.
  const standing = page.getByRole('region', { name: 'Where your team stands' });
  await expect(standing.locator('li[aria-current="true"]')).toContainText('Calm Collective');
  await expectNoSeriousA11yViolations(page);
  await screenshotBothWidths(page, 'teams-myteam-full');
});
