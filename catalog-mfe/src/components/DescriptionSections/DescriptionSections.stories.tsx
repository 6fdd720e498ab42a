import { DescriptionSections } from './DescriptionSections';

// Typed by hand: the catalog does not depend on Storybook; shared/.storybook picks these stories up.
export default { title: 'Catalog/DescriptionSections', component: DescriptionSections };

const mughalRupee = [
  'A silver rupee of Akbar struck at the Lahore mint, with the Kalima on the obverse and the mint name and date in Persian on the reverse.',
  '',
  'Condition: Very Fine. Full legends, light wear on the high points, an even grey tone.',
  '',
  'Authentication: Weight 11.42 g and die study checked against the Lahore series; certificate of authenticity included.',
  '',
  'Historical Context: Struck around AH 985 (1577 CE), before the Ilahi era, when Lahore was one of the great mints of the empire.',
  '',
  'Specifications: Silver, 11.42 g, 22 mm, round flan.',
  '',
  'Investment Potential: Lahore rupees in this grade are steadily sought after by Mughal collectors.',
].join('\n');

export const WithLabelledSections = { args: { description: mughalRupee } };

/** A description without labelled parts is shown whole, with no Details column. */
export const PlainDescription = {
  args: {
    description:
      'A 1969 Gandhi Centenary 10 Rupees coin in copper-nickel, uncirculated, from the first year of India’s commemorative coinage.',
  },
};

export const SomeSectionsOnly = {
  args: {
    description:
      'A Travancore one chuckram of Sree Chithira Thirunal.\n\nCondition: Extremely Fine.\n\nSpecifications: Silver, 0.6 g, 11 mm.',
  },
};
