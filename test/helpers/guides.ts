import type { components } from '../../src/generated/openapi-types';

/**
 * A host's property as test/public/guides.test.ts and its browser test make it: a name and
 * arrival notes that would break the guide page unescaped, and Wi-Fi details likewise.
 */
export type Guide = components['schemas']['GuideProperty'];

export const PROPERTIES = '/api/b2b/v1/guides/properties';

export const property = {
  name: 'Marina <b>Gate</b> 2 & "Sons"',
  type: 'apartment',
  bedrooms: 2,
  max_guests: 4,
  address: { building: 'Marina Gate 2', unit: '3104', street: 'Marina Walk', area: 'DUBAI_MARINA' },
  dtcm_permit: 'MAR-GAT-8KQ2T',
  check_in_time: '15:00',
  check_out_time: '11:00',
  host: { name: 'Omar Haddad', phone: '+971501234567', email: 'stays@gulfhorizons.example' },
  featured_services: ['airport_transfer', 'desert_safari'],
  guide: {
    welcome_message: 'Welcome to the Marina!',
    arrival_instructions: 'Collect the key card from the concierge.<script>alert(1)</script>',
    house_rules: 'No parties. Quiet hours 22:00 to 08:00.',
  },
};
export const WIFI = { network_name: 'MarinaGate<3104>', security: 'wpa2', password: 'qz&Secret"4821' };
