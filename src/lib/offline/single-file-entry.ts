/**
 * The script of a single-file calculator (/offline/<id>.html): the same calculator code as the
 * site, bundled as one classic script, on the embed page's markup shown in full.
 */
import { mountCalculators } from '../calculators/client.ts';
import { setUpEmbedView } from '../embed/view.ts';

setUpEmbedView(document.body, 'full');
mountCalculators();
