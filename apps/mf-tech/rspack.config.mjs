import { createAppConfig } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-tech',
  root: import.meta.dirname,
  remote: {
    exposes: {
      './TechDashboard': './src/features/tech-dashboard/TechDashboard.tsx',
      './TechSettings': './src/features/tech-settings/TechSettings.tsx',
      './Section': './src/features/sections/Section.tsx',
    },
  },
});
