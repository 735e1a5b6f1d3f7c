/**
 * Every rate the pricing engine uses, with the house default a fresh install starts from. Administrators
 * change values on the Parameters page; the keys are fixed here, so a price line can always name the
 * parameter it came from. Where the defaults come from: docs/decisions/016-pricing-defaults.md.
 *
 * What a parameter is (groups, units, limits, the check of a value): pricing-parameter-definitions.ts.
 * The parameters and their house defaults: pricing-parameter-defaults.ts. Importers keep using this module.
 */

export {
  DEFAULT_PARAMETER_VALUES,
  PRICING_PARAMETERS,
  parameterDefinition,
} from './pricing-parameter-defaults.ts';
export {
  EXCHANGE_RATE_PREFIX,
  PARAMETER_GROUPS,
  PARAMETER_UNITS,
  type ParameterDefinition,
  type ParameterGroup,
  type ParameterUnit,
  type ParameterValues,
  type PricingParameterKey,
  parameterValueProblem,
} from './pricing-parameter-definitions.ts';
