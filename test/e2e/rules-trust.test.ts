// The Rules screen when the profile was tampered with, in Debian's Chromium against `acs-monitor serve`:
// a rules file edited outside the screen is refused and said, with the refused text to review; signed
// rules without the password file are said to be tampering. Screenshots at 1366×768 and 1920×1080.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SupervisedRules } from '../../electron/core/app/supervised-rules.js';
import { CLI_BUILT } from '../support/acs-process.js';
import { chromiumSuite, type Monitor, saveScreenshot, tryDemo } from './support/monitor.js';

let profile: string;
// Registered before the suite's hooks so that it runs after them (vitest runs after-hooks last first): the
// profile goes once its monitor has stopped writing to it.
afterEach(() => rmSync(profile, { recursive: true, force: true }));

const suite = chromiumSuite();
const RULES = `${JSON.stringify({ rules: [{ name: 'Forced', when: { displayNameContains: ['forced'] }, alarm: 'critical' }] }, null, 2)}\n`;
const SILENCED = JSON.stringify({ rules: [{ name: 'Quiet', when: {}, alarm: 'none' }] }, null, 2);

/** A profile whose supervisor set a password and saved RULES, signed. */
async function supervisedProfile(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'acs-e2e-trust-'));
  const rules = new SupervisedRules(folder);
  await rules.setPassword(null, 'night-shift-42');
  await rules.save(RULES, 'night-shift-42');
  return folder;
}

async function openRules(): Promise<Monitor> {
  const monitor = await suite.open(undefined, { profileDir: profile });
  await tryDemo(monitor);
  await monitor.page.getByTestId('tab-rules').click();
  return monitor;
}

async function screenshots(monitor: Monitor, name: string): Promise<void> {
  await saveScreenshot(monitor.page, `${name}-1366.png`);
  await monitor.page.setViewportSize({ width: 1920, height: 1080 });
  await saveScreenshot(monitor.page, `${name}-1920.png`);
  await monitor.page.setViewportSize({ width: 1366, height: 768 });
}

describe.skipIf(!CLI_BUILT)('rules a guard cannot rewrite, on the Rules screen (needs npm run build)', () => {
  it('a rules file edited outside the screen is refused: the defaults are in force, and the refused text can be reviewed', async () => {
    profile = await supervisedProfile();
    writeFileSync(join(profile, 'alarm-rules.json'), SILENCED);
    const monitor = await openRules();
    const problem = monitor.page.getByTestId('rules-problem');
    await expect.poll(() => problem.textContent()).toContain('was changed outside the Rules screen');
    expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the defaults');
    expect(await monitor.page.getByTestId('rules-text').inputValue()).not.toContain('Quiet');
    await screenshots(monitor, 'rules-signature-refused');

    await monitor.page.getByTestId('rules-review-refused').click();
    expect(await monitor.page.getByTestId('rules-text').inputValue()).toBe(SILENCED);
    // A guard cannot make it stick; the supervisor reviews and saves what they mean.
    await monitor.page.getByTestId('rules-save').click();
    await expect.poll(() => monitor.page.getByTestId('rules-error').textContent()).toContain('Only a supervisor');
    await monitor.page.getByTestId('rules-text').fill(RULES);
    await monitor.page.getByTestId('rules-supervisor-password').fill('night-shift-42');
    await monitor.page.getByTestId('rules-save').click();
    await monitor.page.getByTestId('rules-saved').waitFor();
    expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the rules file in this profile');
    expect(await monitor.page.getByTestId('rules-problem').count()).toBe(0);
  });

  it('signed rules without the password file: SIGNS OF TAMPERING, the defaults, and the password set only at the workstation', async () => {
    profile = await supervisedProfile();
    rmSync(join(profile, 'supervisor.json'));
    const monitor = await openRules();
    const tampering = monitor.page.getByTestId('rules-tampering');
    await expect.poll(() => tampering.textContent()).toContain('Signs of tampering');
    expect(await tampering.textContent()).toContain('supervisor.json) is missing from the profile');
    expect(await monitor.page.getByTestId('rules-source').textContent()).toContain('the defaults');
    // Not "anyone can change the rules": the screen says what happened instead.
    expect(await monitor.page.getByTestId('rules-no-supervisor').count()).toBe(0);
    expect(await monitor.page.getByTestId('supervisor-password-elsewhere').textContent()).toContain(
      'never from a browser screen',
    );
    await screenshots(monitor, 'rules-tampering');
  });
});
