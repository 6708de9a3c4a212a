/*
 * Inlined into every page of the offline bundle (scripts/bundle.mjs). Opened from disk (file://),
 * browsers refuse what search (its index is fetched) and the simulator (a worker running
 * WebAssembly) need; each says so in its own place and gives the one command that serves the
 * bundle. Served over http, this does nothing.
 */
(function () {
  'use strict';
  if (location.protocol !== 'file:') return;
  var COMMAND = 'node serve.mjs';

  function note(text, className, after) {
    var p = document.createElement('p');
    p.className = className;
    p.setAttribute('data-offline-note', '');
    p.append(text + ' ');
    var code = document.createElement('code');
    code.textContent = COMMAND;
    p.append(code, after);
    return p;
  }

  document.querySelectorAll('site-search').forEach(function (search) {
    // Short: it shares the header with the site's title; on a phone, shorter still.
    var wide = matchMedia('(min-width: 50rem)').matches;
    var p = note(wide ? 'Search needs the bundled server. Run' : 'Search:', 'offline-note offline-note-search', wide ? '.' : '');
    p.style.fontSize = '0.7rem';
    p.style.margin = '0';
    p.style.lineHeight = '1.25';
    p.style.maxWidth = wide ? '14rem' : '5.5rem';
    search.replaceWith(p);
  });

  var simulator = document.querySelector('[data-simulator]');
  if (simulator) {
    var p = note(
      'The simulator runs Python in your browser (Pyodide, in a web worker), which browsers do not allow on pages opened from disk. Run',
      'offline-note offline-note-simulator',
      ' in the unpacked bundle folder and open the address it prints.',
    );
    p.setAttribute('role', 'note');
    p.style.border = '2px solid currentColor';
    p.style.padding = '0.75rem 1rem';
    simulator.prepend(p);
    simulator.querySelectorAll('button').forEach(function (b) {
      b.disabled = true;
    });
    // Enter in a field would still submit the form: stop it before the simulator's own handler.
    simulator.addEventListener('submit', function (e) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }, true);
  }
})();
