import { unknownPlaceMessage } from '../../src/shared/itineraries/place-messages.ts';
import { expectNoHorizontalOverflow } from './support/account-pages.ts';
import { failedResourcePattern } from './support/fixtures.ts';
import { PlannerPage, toast } from './support/planner-pages.ts';
import { expect, test } from './support/users.ts';

/** Issue 24: a place the planner cannot find is named in the form, not planned as a made-up trip. */

test.describe('planner: a place that cannot be found', () => {
  test('the form names the field, keeps what was typed, and the free itinerary is not used', async ({
    page,
    createUser,
    consoleErrors,
  }) => {
    // The browser logs the refused request itself; the page shows it as the form's error.
    consoleErrors.allow(failedResourcePattern(400));
    await createUser();
    const planner = new PlannerPage(page);
    await planner.goto();
    await planner.formReady();

    await planner.departureCity.fill('Chicago');
    await planner.destinationCity.fill('Qwertyville');
    await planner.generate.click();

    await expect(toast(page, unknownPlaceMessage('Qwertyville'))).toBeVisible();
    await expect(planner.destinationCity).toBeFocused();
    await expect(planner.destinationCity).toHaveAttribute('aria-invalid', 'true');
    await expect(planner.destinationCity).toHaveValue('Qwertyville');
    await expect(planner.departureCity).toHaveValue('Chicago');
    await expect(page.getByRole('note', { name: 'Free plan' })).toContainText('0 of 1 free itineraries used');
    await expectNoHorizontalOverflow(page);

    // Fixing the field clears the mark.
    await planner.destinationCity.fill('Lisbon, Portugal');
    await expect(planner.destinationCity).not.toHaveAttribute('aria-invalid', 'true');
  });
});
