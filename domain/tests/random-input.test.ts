import fc from 'fast-check';
import type { z } from 'zod';
import * as domain from '../src';

/** Every form schema of the domain, by name: random input never throws and always yields data or a non-empty error map. */
const schemas: Record<string, z.ZodType> = {
  candidateRegistrationSchema: domain.candidateRegistrationSchema,
  recruiterRegistrationSchema: domain.recruiterRegistrationSchema,
  schoolRegistrationSchema: domain.schoolRegistrationSchema,
  forgotPasswordSchema: domain.forgotPasswordSchema,
  resetPasswordSchema: domain.resetPasswordSchema,
  recruiterUserSchema: domain.recruiterUserSchema,
  userInfoSchema: domain.userInfoSchema,
  loginInfoSchema: domain.loginInfoSchema,
  companyInfoSchema: domain.companyInfoSchema,
  billingInfoSchema: domain.billingInfoSchema,
  schoolEstablishmentSchema: domain.schoolEstablishmentSchema,
  schoolBillingSchema: domain.schoolBillingSchema,
  subsidiarySchema: domain.createSubsidiarySchema(() => ['33000']),
  moderationSchema: domain.moderationSchema,
  offerStep1Schema: domain.createOfferStep1Schema(),
  offerDraftSchema: domain.offerDraftSchema,
  offerStep2Schema: domain.offerStep2Schema,
  paymentSchema: domain.paymentSchema,
  cvSchema: domain.cvSchema,
  cvItemSchema: domain.cvItemSchema,
  candidateAlertSchema: domain.candidateAlertSchema,
  recruiterAlertSchema: domain.recruiterAlertSchema,
  schoolPageSchema: domain.schoolPageSchema,
  companyPageSchema: domain.companyPageSchema,
  courseSchema: domain.createCourseSchema('publication'),
  courseDraftSchema: domain.createCourseSchema('brouillon'),
  courseSessionSchema: domain.courseSessionSchema,
  schoolEventSchema: domain.schoolEventSchema,
  blogArticleSchema: domain.createArticleSchema('ecole'),
  articleReviewSchema: domain.articleReviewSchema,
  testimonialSchema: domain.testimonialSchema,
  blogCategorySchema: domain.blogCategorySchema,
  publicContactSchema: domain.publicContactSchema,
  candidateContactSchema: domain.candidateContactSchema,
  courseContactSchema: domain.courseContactSchema,
  chatMessageSchema: domain.chatMessageSchema,
  boostSchema: domain.createBoostSchema({ today: '2026-11-23' }),
  plainPasswordSchema: domain.plainPasswordSchema,
};

/** Objects shaped like the forms (their own keys with random values), plus anything at all. */
function formLike(keys: string[]) {
  const value = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(''),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  return fc.oneof(fc.dictionary(fc.constantFrom(...keys, 'role', 'autre'), value), fc.anything());
}

function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }).shape;
  const inner = (schema as unknown as { def?: { in?: { shape?: Record<string, unknown> } } }).def?.in?.shape;
  return Object.keys(shape ?? inner ?? { x: 1 });
}

describe.each(Object.entries(schemas))('%s with random input', (_name, schema) => {
  it('never throws and answers data or a field-error map', () => {
    fc.assert(
      fc.property(formLike(keysOf(schema)), (input) => {
        const result = domain.parseForm(schema, input);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          for (const message of Object.values(result.errors)) expect(typeof message).toBe('string');
        }
      }),
      { numRuns: 200 },
    );
  });
});
