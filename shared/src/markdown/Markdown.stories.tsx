import { Markdown } from './Markdown';

export default { title: 'Design system/Markdown', component: Markdown };

export const Article = {
  args: {
    children:
      '## The coin\n\nIndia has one of the longest coinage traditions in the world. Read the [RBI guide](https://rbi.org.in) or go [back to the blog](/blog).\n\n### Grades\n\n| Grade | Meaning |\n| --- | --- |\n| UNC | Uncirculated |\n| XF | Extremely fine |\n| VF | Very fine |\n\n1. Hold the coin by its edge\n2. Use a loupe\n\n- [x] Store in acid-free flips\n- [ ] Never clean a coin\n\n> A cleaned coin loses most of its value.\n\n![A silver rupee](https://images.unsplash.com/photo-1621416894569-0f39ed31d247?w=800&q=75)',
  },
};

/** Raw HTML, event handlers and javascript:/data: addresses come out inert. */
export const HostileInput = {
  args: {
    children:
      'Before <script>alert(1)</script> after.\n\n<img src="x" onerror="alert(1)">\n\n[javascript link](javascript:alert(1)) and [data link](data:text/html,hi)\n\n<svg onload="alert(1)"></svg>',
  },
};
