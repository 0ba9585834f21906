/**
 * A valid POST /api/auth/register body for an owner. Tests override the fields they are about, so each
 * test shows only what differs from a registration that succeeds.
 */
export function ownerRegistration(overrides: Record<string, unknown> = {}) {
  return {
    email: 'jane.rider@example.test',
    password: 'Gallop-Field-77',
    firstName: 'Jane',
    lastName: 'Rider',
    location: 'Harrogate',
    postcode: 'HG1 1AA',
    userType: 'owner',
    confirmAge: true,
    acceptTerms: true,
    ...overrides,
  };
}
