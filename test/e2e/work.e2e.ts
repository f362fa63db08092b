import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, createVerifiedUser } from './fixtures';

const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

// The smallest file the server's CV check accepts: it starts with the PDF signature.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One person's browser: its own context (storage, hub connection), logged in through the form. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  who: { email: string; password: string },
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** The live connection is up once the bell's panel says so. */
async function expectConnected(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Connected', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** How many full page loads the tab has made: a live change must not add one. */
const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

async function submitQuote(request: APIRequestContext, title: string, customer: { email: string }) {
  const res = await request.post('/api/ProjectRequest', {
    data: {
      requestTitle: title,
      description: 'Move the sales reporting of our shops to one cloud warehouse.',
      contactName: 'Ceren Customer',
      email: customer.email,
      budget: 24000,
      currency: 'EUR',
    },
  });
  expect(res.status()).toBe(201);
}

/** The notification families of the settings page, every one of which a person may switch off. */
const FAMILIES = [
  'applications',
  'projectRequests',
  'consultants',
  'projects',
  'assignments',
  'tasks',
  'users',
  'roles',
  'services',
  'siteContent',
];

/** An approved consultant, made through the calls the application journey clicks through. */
async function workingConsultant(
  stack: Parameters<typeof createVerifiedUser>[0],
  request: APIRequestContext,
  adminAuth: Record<string, string>,
  names: { name: string; surname: string },
  { muteAll = false } = {},
) {
  const person = await createVerifiedUser(stack, request, names);
  const auth = await apiToken(request, person);
  if (muteAll) {
    // Every family off before anything happens to them, so that their bell stays empty.
    const off = Object.fromEntries(FAMILIES.map((family) => [family, { inApp: false, email: false }]));
    const muted = await request.patch('/api/notification/settings', {
      headers: auth,
      data: { families: off },
    });
    expect(muted.status()).toBe(200);
  }
  const applied = await request.post('/api/consultants/apply', {
    headers: auth,
    multipart: { specialization: 'Data', cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(applied.status()).toBe(201);
  const { id: consultantId } = (await applied.json()) as { id: number };
  expect(
    (await request.post(`/api/consultants/approve/${consultantId}`, { headers: adminAuth })).status(),
  ).toBe(200);
  return { ...person, consultantId };
}

test('an applicant becomes a consultant, is staffed on an approved quote and works on it while the customer watches', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Retail cloud warehouse ${tag}`;

  // 1. A signed-in user applies with a CV from the profile page.
  const applicant = await createVerifiedUser(stack, request);
  const fullName = `${applicant.name} ${applicant.surname}`;
  const consultant = await signedIn(browser, baseURL!, applicant);
  await expectConnected(consultant);
  await consultant.getByRole('button', { name: 'Account menu' }).click();
  await expect(consultant.getByRole('menuitem', { name: 'My Projects' })).toBeVisible();
  await consultant.getByRole('menuitem', { name: 'My Profile' }).click();
  const card = consultant.getByRole('region', { name: 'Become a consultant' });
  await card.getByRole('button', { name: 'Apply now' }).click();
  const form = card.getByRole('form', { name: 'Consultant application' });
  await form.getByLabel('Specialization').fill('Data engineering');
  await form.getByLabel('Years of experience').fill('7');
  await form.getByLabel('Expertise').fill('Data warehousing, ETL');
  const dir = mkdtempSync(join(tmpdir(), 'e2e-cv-'));
  writeFileSync(join(dir, 'cv.pdf'), PDF);
  await form.getByLabel('CV file').setInputFiles(join(dir, 'cv.pdf'));
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(card.getByText('Your application is pending review')).toBeVisible();
  const consultantLoads = await pageLoads(consultant);

  // 2. The administrator approves the application from the queue.
  const admin = await signedIn(browser, baseURL!, ADMIN);
  await admin.goto('/dashboard/consultants');
  const approve = admin.getByRole('button', { name: `Approve ${fullName}` });
  await expect(approve).toBeVisible();
  // The CV comes through the administrator's own authorised call, saved as a file.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: `CV of ${fullName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cv-\d+\.pdf$/);
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await approve.click();
  await expect(approve).toHaveCount(0);

  // The applicant's open tab follows live: the menu now leads to the consultant's pages.
  // The server closes the applicant's socket (their access changed); on reconnecting the app reads
  // the user again: the role is Consultant and the card offering the application is gone.
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await expect(consultant.getByRole('definition').filter({ hasText: /^Consultant$/ })).toBeVisible();
  await consultant.getByRole('button', { name: 'Account menu' }).click();
  await consultant.getByRole('menuitem', { name: 'Dashboard' }).click();
  const nav = consultant.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(nav.getByRole('link', { name: 'Assigned Projects' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Tasks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  expect(await pageLoads(consultant)).toBe(consultantLoads);

  // 3. A visitor's quote, sent with the customer's address, is approved into a project.
  const customerAccount = await createVerifiedUser(stack, request);
  await submitQuote(request, title, customerAccount);
  await admin.goto('/dashboard/project-requests');
  await admin.getByRole('button', { name: title }).click();
  const detail = admin.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: 'Approve request?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const created = detail.getByText(/Request approved\. Project #\d+ was created\./);
  await expect(created).toBeVisible();
  const projectId = Number((await created.textContent())!.match(/#(\d+)/)![1]);

  // The customer watches the project on a phone, where every section is on one page.
  const customer = await signedIn(browser, baseURL!, customerAccount, { width: 390, height: 844 });
  await customer.goto(`/projects/${projectId}`);
  await expect(customer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Updates' })).toBeVisible();
  await expect(customer.getByText('No updates yet')).toBeVisible();
  await expect(customer.getByText('No metrics recorded yet')).toBeVisible();
  await expectConnected(customer);
  const customerLoads = await pageLoads(customer);

  // 4. The administrator staffs it with the new consultant as leader, and adds a task for them.
  await admin.goto('/dashboard/projects');
  await admin.getByLabel('Search projects').fill(title);
  await admin.getByRole('button', { name: `Staff ${title}` }).click();
  const staff = admin.getByRole('dialog', { name: `Staff ${title}` });
  await staff.getByRole('checkbox', { name: `${fullName} on the team` }).check();
  await staff.getByRole('radio', { name: `${fullName} leads the project` }).check();
  await staff.getByRole('button', { name: 'Save team' }).click();
  await expect(staff).toBeHidden();

  await admin.goto(`/projects/${projectId}`);
  await admin.getByRole('tab', { name: 'Tasks' }).click();
  await admin.getByRole('button', { name: 'Add a task' }).click();
  const taskForm = admin.getByRole('form', { name: 'New task' });
  await taskForm.getByLabel('Task name').fill('Map the shop databases');
  await taskForm.getByLabel('Assignee').click();
  await admin.getByRole('option', { name: fullName }).click();
  await taskForm.getByRole('button', { name: 'Add task' }).click();
  await expect(admin.getByRole('list', { name: 'Tasks' }).getByText('Map the shop databases')).toBeVisible();

  // Two more of the team have the project open: one who switched every notification family off,
  // on a phone, and one whom the administrator will take off the team.
  const adminAuth = await apiToken(request, ADMIN);
  const quiet = await workingConsultant(
    stack,
    request,
    adminAuth,
    { name: 'Quinn', surname: 'Quiet' },
    { muteAll: true },
  );
  const leaver = await workingConsultant(stack, request, adminAuth, { name: 'Leo', surname: 'Leaver' });
  for (const member of [quiet, leaver]) {
    const staffed = await request.post(`/api/projects/${projectId}/consultants`, {
      headers: adminAuth,
      data: { consultantId: member.consultantId },
    });
    expect(staffed.status()).toBe(200);
  }
  const quietPage = await signedIn(browser, baseURL!, quiet, { width: 390, height: 844 });
  const leaverPage = await signedIn(browser, baseURL!, leaver);
  for (const page of [quietPage, leaverPage]) {
    await page.goto(`/projects/${projectId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectConnected(page);
  }
  await leaverPage.getByRole('tab', { name: 'Updates' }).click();
  const quietLoads = await pageLoads(quietPage);

  // 5. The consultant hears of it live and opens the project from the notification.
  await consultant.getByRole('button', { name: 'Notifications' }).click();
  const panel = consultant.getByRole('dialog', { name: 'Notifications' });
  const assigned = panel.getByText(`${fullName} assigned to project "${title}". ${fullName} leads it.`);
  await expect(assigned).toBeVisible({ timeout: 15_000 });
  await assigned.click();
  await expect(consultant).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(consultant.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(await pageLoads(consultant)).toBe(consultantLoads);

  await consultant.getByRole('tab', { name: 'Updates' }).click();
  await consultant.getByRole('button', { name: 'Post an update' }).click();
  const update = consultant.getByRole('form', { name: 'New update' });
  await update.getByLabel('Title').fill('Kick-off held');
  await update.getByLabel('Content').fill('We agreed the scope and the weekly rhythm with the shops.');
  await update.getByRole('button', { name: 'Post update' }).click();
  await expect(consultant.getByRole('heading', { name: 'Kick-off held' })).toBeVisible();

  await consultant.getByRole('tab', { name: 'Metrics' }).click();
  await consultant.getByRole('button', { name: 'Record a metric' }).click();
  const metric = consultant.getByRole('form', { name: 'Record a metric' });
  await metric.getByLabel('Name').fill('Shops connected');
  await metric.getByLabel('Value').fill('4');
  await metric.getByLabel('Target').fill('12');
  await metric.getByRole('button', { name: 'Record' }).click();
  await expect(consultant.getByRole('table', { name: 'Metric readings' })).toContainText('Shops connected');

  await consultant.getByRole('tab', { name: 'Tasks' }).click();
  const task = consultant.getByRole('checkbox', { name: 'Map the shop databases' });
  await task.check();
  await expect(task).toBeChecked();

  // 6. The customer's page shows all three without a reload.
  await expect(customer.getByRole('region', { name: 'Team' }).getByText(fullName)).toBeVisible({
    timeout: 15_000,
  });
  await expect(customer.getByRole('heading', { name: 'Kick-off held' })).toBeVisible({ timeout: 15_000 });
  await expect(customer.getByRole('table', { name: 'Metric readings' })).toContainText('Shops connected', {
    timeout: 15_000,
  });
  await expect(customer.getByRole('checkbox', { name: 'Map the shop databases' })).toBeChecked({
    timeout: 15_000,
  });
  // The customer reads; the controls of those who work on the project are not theirs.
  await expect(customer.getByRole('button', { name: 'Post an update' })).toHaveCount(0);
  await expect(customer.getByRole('checkbox', { name: 'Map the shop databases' })).toBeDisabled();
  expect(await pageLoads(customer)).toBe(customerLoads);

  // The member who switched every family off has a live page all the same, and an empty bell.
  await expect(quietPage.getByRole('heading', { name: 'Kick-off held' })).toBeVisible({ timeout: 15_000 });
  await expect(quietPage.getByRole('table', { name: 'Metric readings' })).toContainText('Shops connected', {
    timeout: 15_000,
  });
  await expect(quietPage.getByRole('checkbox', { name: 'Map the shop databases' })).toBeChecked({
    timeout: 15_000,
  });
  await expect(quietPage.getByRole('region', { name: 'Team' }).getByText(fullName)).toBeVisible();
  await quietPage.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    quietPage.getByRole('dialog', { name: 'Notifications' }).getByText('You are all caught up.'),
  ).toBeVisible();
  await quietPage.keyboard.press('Escape');
  expect(await pageLoads(quietPage)).toBe(quietLoads);

  // 7. Taken off the team, a member hears nothing more, and their next action on the page they
  // still have open gets the access message.
  await expect(leaverPage.getByRole('heading', { name: 'Kick-off held' })).toBeVisible();
  const takenOff = await request.delete(`/api/projects/${projectId}/consultants/${leaver.consultantId}`, {
    headers: adminAuth,
  });
  expect(takenOff.status()).toBe(200);
  await consultant.getByRole('tab', { name: 'Updates' }).click();
  await consultant.getByRole('button', { name: 'Post an update' }).click();
  const second = consultant.getByRole('form', { name: 'New update' });
  await second.getByLabel('Title').fill('Week two plan');
  await second.getByLabel('Content').fill('Three more shops connect this week.');
  await second.getByRole('button', { name: 'Post update' }).click();
  await expect(customer.getByRole('heading', { name: 'Week two plan' })).toBeVisible({ timeout: 15_000 });
  await expect(quietPage.getByRole('heading', { name: 'Week two plan' })).toBeVisible({ timeout: 15_000 });
  // The others have it, so the room has pushed it: the former member's page did not get it.
  await leaverPage.waitForTimeout(1000);
  await expect(leaverPage.getByRole('heading', { name: 'Week two plan' })).toHaveCount(0);
  await leaverPage.getByRole('button', { name: 'Post an update' }).click();
  const refused = leaverPage.getByRole('form', { name: 'New update' });
  await refused.getByLabel('Title').fill('Still here?');
  await refused.getByLabel('Content').fill('Posting to a project that is no longer mine.');
  await refused.getByRole('button', { name: 'Post update' }).click();
  await expect(refused.getByText('This project does not exist or is not shared with you.')).toBeVisible();

  for (const page of [consultant, admin, customer, quietPage, leaverPage]) await page.context().close();
});

async function apiToken(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/Account/login', {
    data: { email: who.email, password: who.password },
  });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test('a consultant applies to an open project and the administrator accepts them onto its team', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const name = `Supply chain review ${Date.now().toString(36)}`;
  // An approved consultant, made through the calls the first journey clicks through.
  const person = await createVerifiedUser(stack, request);
  const fullName = `${person.name} ${person.surname}`;
  const applied = await request.post('/api/consultants/apply', {
    headers: await apiToken(request, person),
    multipart: {
      specialization: 'Operations',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status()).toBe(201);
  const adminAuth = await apiToken(request, ADMIN);
  const { id: consultantId } = (await applied.json()) as { id: number };
  expect(
    (await request.post(`/api/consultants/approve/${consultantId}`, { headers: adminAuth })).status(),
  ).toBe(200);
  const created = await request.post('/api/projects', {
    headers: adminAuth,
    data: { name, description: 'Map the suppliers and their lead times.', isAvailableForApplication: true },
  });
  expect(created.status()).toBe(201);
  const { id: projectId } = (await created.json()) as { id: number };

  // The consultant finds it among the projects open for applications and applies.
  const consultant = await signedIn(browser, baseURL!, person);
  await consultant.goto('/projects');
  await consultant.getByRole('tab', { name: 'Open for applications' }).click();
  await consultant.getByRole('button', { name: `Apply to ${name}` }).click();
  const dialog = consultant.getByRole('dialog', { name: `Apply to ${name}` });
  await dialog.getByLabel('Message').fill('I ran two supplier reviews in retail last year.');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Your application has been sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The administrator decides on the project's page.
  const admin = await signedIn(browser, baseURL!, ADMIN);
  await admin.goto(`/projects/${projectId}`);
  await admin.getByRole('tab', { name: 'Applications' }).click();
  const card = admin.getByRole('article', { name: `Application of ${fullName}` });
  await expect(card).toContainText('I ran two supplier reviews in retail last year.');
  await card.getByRole('button', { name: `Accept the application of ${fullName}` }).click();
  await expect(card).toContainText('Accepted');
  await expect(card.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Overview' }).click();
  await expect(admin.getByRole('region', { name: 'Team' })).toContainText(fullName);

  // The project is the consultant's now, with its work open to them.
  await consultant.getByRole('tab', { name: 'My projects' }).click();
  await consultant.getByRole('link', { name }).click();
  await expect(consultant).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await consultant.getByRole('tab', { name: 'Updates' }).click();
  await expect(consultant.getByRole('button', { name: 'Post an update' })).toBeVisible();
  for (const page of [consultant, admin]) await page.context().close();
});
