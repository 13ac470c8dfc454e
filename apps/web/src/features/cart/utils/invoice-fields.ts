/**
 * The 發票 part of the checkout form: its fields, the domain rule of each invoice kind
 * (`checkInvoice`, the one the API applies in validate-invoice.ts) with its message under the field, and the
 * request fields it sends. Kept apart from checkout-schema.ts so the checkout form only spreads it in.
 */
import {
  checkInvoice,
  FIELD_LIMITS,
  INVOICE_TYPES,
  normalizeInvoiceValue,
  VALIDATION_MESSAGES,
} from '@iding/domain';
import { z } from 'zod';
import { type InvoiceChoice, useInvoiceChoice } from '../../../stores/invoice-store';

/**
 * Form fields: the kind, the carrier / code / 統一編號 as typed, and the 公司抬頭 (no defaults: the form's
 * input and output types stay one, as react-hook-form's resolver wants; initialInvoice gives the start).
 */
export const invoiceFormFields = {
  invoiceType: z.enum(INVOICE_TYPES),
  invoiceValue: z.string().max(FIELD_LIMITS.invoiceValue, VALIDATION_MESSAGES.max(FIELD_LIMITS.invoiceValue)),
  companyTitle: z.string().max(FIELD_LIMITS.companyTitle, VALIDATION_MESSAGES.max(FIELD_LIMITS.companyTitle)),
};

export type InvoiceFormValues = {
  [K in keyof typeof invoiceFormFields]: z.infer<(typeof invoiceFormFields)[K]>;
};

/** The form's names of the wire fields that checkInvoice names. */
const FORM_FIELD = { invoice_value: 'invoiceValue', company_title: 'companyTitle' } as const;

/** superRefine step: the kind's rule, its message under the field it concerns. */
export function refineInvoice(values: InvoiceFormValues, ctx: z.RefinementCtx): void {
  const problem = checkInvoice(toInvoiceRequest(values));
  if (problem) ctx.addIssue({ code: 'custom', path: [FORM_FIELD[problem.field]], message: problem.message });
}

/** The request fields (ZInvoiceFields): only what the kind has, the value normalised (e.g. upper case). */
export function toInvoiceRequest(values: InvoiceFormValues) {
  const type = values.invoiceType;
  if (type === 'paper') return { invoice_type: type };
  return {
    invoice_type: type,
    invoice_value: normalizeInvoiceValue(type, values.invoiceValue),
    ...(type === 'company' ? { company_title: values.companyTitle.trim() } : {}),
  };
}

/**
 * What the section starts on: the choice kept in the order draft (what the diner chose and typed before a
 * reload, spec §3 "Order draft"), else the remembered carrier (the member's from the server, else this
 * browser's), else paper.
 */
export function initialInvoice(
  last: InvoiceChoice | null | undefined,
  drafted: InvoiceChoice | null = null,
): InvoiceFormValues {
  return drafted ?? last ?? { invoiceType: 'paper', invoiceValue: '', companyTitle: '' };
}

/** True when the form field `name` (a react-hook-form watch name) is one of the 發票 fields. */
export function isInvoiceField(name: string | undefined): name is keyof InvoiceFormValues {
  return name !== undefined && Object.hasOwn(invoiceFormFields, name);
}

/**
 * After an order went through: remember its carrier on this browser (a paper invoice keeps the remembered
 * one, as the server does for members, remember-invoice-carrier.ts).
 */
export function rememberInvoice(values: InvoiceFormValues): void {
  const sent = toInvoiceRequest(values);
  if (sent.invoice_type === 'paper') return;
  useInvoiceChoice.getState().remember({
    invoiceType: sent.invoice_type,
    invoiceValue: sent.invoice_value ?? '',
    companyTitle: sent.company_title ?? '',
  });
}
