/** Failures a delivery adapter reports; the delivery module turns them into zh-TW refusals. */

/** The address is beyond what the platform (or the sandbox's DELIVERY_MAX_TIER) delivers to. */
export class DeliveryOutOfRangeError extends Error {
  constructor(message = 'address outside the delivery area') {
    super(message);
    this.name = 'DeliveryOutOfRangeError';
  }
}

/** The platform failed or refused a call; the message is for the operator's log (English). */
export class DeliveryProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryProviderError';
  }
}
