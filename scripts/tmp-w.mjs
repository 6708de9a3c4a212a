import { weighBuiltPage } from './lib/static-page-weight.mjs';
const r = weighBuiltPage(process.argv[2], '/guide/simulator/', '/guide/');
console.log(JSON.stringify(r).slice(0, 400));
