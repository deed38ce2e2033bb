import type { SectionDefinition } from '../../engine/sections';
import { widgetRoutes } from './public';

/** The booking widget partners embed in their pages (its commission is the affiliates'). */
export const widget: SectionDefinition = {
  name: 'widget',
  publicRoutes: widgetRoutes,
};
