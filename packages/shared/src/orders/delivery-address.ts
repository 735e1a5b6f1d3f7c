/** The parts of a profile's address a carrier needs (the account's own fields, each possibly unset). */
export interface ProfileAddress {
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

/**
 * Whether boards can be sent to this profile address: a street, a postal code and a city, none blank.
 * An order with no delivery address chosen goes to the billing address, so submit-order refuses one
 * without them and checkout keeps its pay buttons until an address is added.
 */
export function isDeliverableAddress(profile: ProfileAddress): boolean {
  return [profile.address, profile.zipCode, profile.city].every((part) => Boolean(part?.trim()));
}
