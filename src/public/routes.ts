/**
 * The sections' public pages, registered by importing each section's `public.ts` (before the app
 * builds its router), like the seeders in sections/seeds.ts.
 */
import '../sections/deskAnswers';
import '../sections/users/public';
import '../sections/guides/public';
import '../sections/site/public';
import '../sections/dmc/public';
import '../sections/affiliates/public';
import '../sections/widget/public';
