/**
 * Field limits shared by the API's request schemas and the web's forms and inputs (DESIGN.md "House style":
 * facts shared by web and API live once in packages/domain; spec §5 max N characters). Lengths are in
 * characters (UTF-16 code units, as zod and `maxLength` count them).
 */
export const FIELD_LIMITS = {
  /** An order's contact name (spec §3 contactBase.name) and a member's name. */
  name: 50,
  /** An order's memo (spec §3 orderMemo) and a cart line's memo. */
  memo: 200,
  /** Search text of the store and brand search (spec §7 GET /api/stores/autocomplete?search). */
  search: 50,
  /** A phone number as typed: digits, spaces, "+", "-" (spec §5 phone: 7 to 15 digits once parsed). */
  phoneInput: 20,
  /** A store identifier (spec §3 Store info identifier). */
  identifier: 100,
  /**
   * An e-invoice carrier or code as typed: the longest valid one is a 自然人憑證 number (16
   * characters); room for surrounding spaces the rules trim.
   */
  invoiceValue: 32,
  /**
   * A 縣市 or 區域 of an address (spec §3 shipping_city, shipping_district): chosen from the zip
   * table, whose longest name has 4 characters (e.g. 那瑪夏區); room for blanks the rules trim.
   */
  placeName: 10,
  /** A street address (spec §3 shipping_address, a member's saved address). */
  address: 100,
  /** Floor and room of an address (spec §3 shipping_floor: "5樓之1"). */
  floor: 20,
  /** 公司抬頭 of a company invoice: room for long registered names (…股份有限公司…分公司). */
  companyTitle: 60,
} as const;
