import { Highlights } from './Highlights';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/Highlights', component: Highlights, parameters: { layout: 'fullscreen' } };

export const WhyCollectorsChooseSikka = {
  args: { deliveryArea: 'to Andhra Pradesh, Karnataka, Kerala, Tamil Nadu and Telangana' },
};
