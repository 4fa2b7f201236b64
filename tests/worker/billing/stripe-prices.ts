/** The prices the Stripe double sells in Worker tests; the tests' plans name them as `providerVariantId`. */
export const TEST_PRICES = {
  seat: 'price_test_team_seat',
  proSeat: 'price_test_pro_seat',
  cloudIngested: 'price_test_cloud_ingested',
  cloudStored: 'price_test_cloud_stored',
} as const
