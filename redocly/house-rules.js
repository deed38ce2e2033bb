/**
 * Assertion functions for the configurable rules of redocly.yaml that the built-in assertions
 * cannot say: that a list of parameters includes a given shared one.
 */
module.exports = function houseRules() {
  return {
    id: 'house',
    assertions: {
      /** `parameters` (unresolved) includes `{ $ref: <ref> }`. */
      includesRef: (value, ref, { baseLocation }) => {
        const found = Array.isArray(value) && value.some((parameter) => parameter && parameter.$ref === ref);
        return found ? [] : [{ message: `must include { $ref: '${ref}' }`, location: baseLocation }];
      },
    },
  };
};
