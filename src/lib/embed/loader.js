/*
 * MQ Performance Field Guide: embed a calculator with one tag.
 *
 *   <script src="(this site)/embed.js" data-calculator="log-sizing"
 *           data-params="logFilePages=16384&primaryFiles=24" data-view="full"></script>
 *
 * Creates an iframe of <site>/<base>/embed/<id>/ next to the script tag (the site root is taken
 * from this script's own address, so any base path works) and sets its height from the
 * { type: "mq-field-guide:resize", id, height } messages the embed page posts, accepting them
 * only from that iframe and the site's origin. Optional data-title names the iframe for screen
 * readers; data-view="full" shows the working, examples and sources unfolded; data-theme="light",
 * "dark" or "auto" (the default: the reader's prefers-color-scheme) picks the colours.
 *
 * The tag is checked before any frame is made: an unknown calculator, a parameter the calculator
 * does not take, an over-long or control-character data-params, or a bad data-view or data-theme puts a message
 * naming the problem where the frame would be. CALCULATORS (id -> input names) is written in at
 * build time by src/pages/embed.js.ts, so the loader knows exactly what the site serves.
 */
(function () {
  'use strict';
  var CALCULATORS = /* calculator inputs */ {};
  var MAX_PARAMS_LENGTH = 2000;
  var VIEWS = ['compact', 'full'];
  var THEMES = ['auto', 'light', 'dark'];
  var script = document.currentScript;
  if (!script || !script.src) return;

  function has(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  /** Puts a visible message where the frame would have gone (and in the console, for whoever writes the tag). */
  function refuse(text) {
    var box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.setAttribute('data-mq-field-guide-error', '');
    box.style.border = '2px solid #b42318';
    box.style.borderRadius = '4px';
    box.style.padding = '0.75rem 1rem';
    box.style.color = '#7a1610';
    box.style.background = '#fff5f4';
    box.textContent = 'MQ Performance Field Guide calculator could not be embedded: ' + text;
    script.parentNode.insertBefore(box, script.nextSibling);
    console.error('MQ Performance Field Guide embed: ' + text);
  }

  /** Why the tag cannot be embedded, or "" when it can. */
  function problem(id, params, view, theme) {
    var known = Object.keys(CALCULATORS);
    if (!id) return 'data-calculator is missing; it must name a calculator, one of: ' + known.join(', ') + '.';
    if (!has(CALCULATORS, id)) {
      var shown = id.length > 60 ? id.slice(0, 60) + '…' : id;
      return 'data-calculator must name a calculator, one of: ' + known.join(', ') + '; got "' + shown + '".';
    }
    if (params.length > MAX_PARAMS_LENGTH) return 'data-params is ' + params.length + ' characters long; at most ' + MAX_PARAMS_LENGTH + ' are accepted.';
    if (/[\u0000-\u001f\u007f-\u009f]/.test(params)) return 'data-params contains control characters (such as a line break or tab); write it on one line as name=value&name=value.';
    var inputs = CALCULATORS[id];
    var unknown = [];
    new URLSearchParams(params.replace(/^\?/, '')).forEach(function (value, name) {
      if (name !== 'view' && name !== 'theme' && inputs.indexOf(name) < 0 && unknown.indexOf(name) < 0) unknown.push(name);
    });
    if (unknown.length) {
      return 'data-params names ' + (unknown.length === 1 ? 'an input' : 'inputs') + ' that ' + id + ' does not have: ' +
        unknown.map(function (n) { return '"' + (n.length > 40 ? n.slice(0, 40) + '…' : n) + '"'; }).join(', ') + '. Its inputs are: ' + inputs.join(', ') + '.';
    }
    if (view && VIEWS.indexOf(view) < 0) return 'data-view must be "compact" or "full"; got "' + view.slice(0, 40) + '".';
    if (theme && THEMES.indexOf(theme) < 0) return 'data-theme must be "auto", "light" or "dark"; got "' + theme.slice(0, 40) + '".';
    return '';
  }

  var id = script.getAttribute('data-calculator') || '';
  var params = script.getAttribute('data-params') || '';
  var view = script.getAttribute('data-view') || '';
  var theme = script.getAttribute('data-theme') || '';
  var why = problem(id, params, view, theme);
  if (why) return refuse(why);

  var siteRoot = new URL('.', script.src);
  var url = new URL('embed/' + id + '/', siteRoot);
  var query = new URLSearchParams(params.replace(/^\?/, ''));
  if (view === 'full') query.set('view', 'full');
  if (theme === 'light' || theme === 'dark') query.set('theme', theme);
  url.search = query.toString();

  var iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = script.getAttribute('data-title') || 'MQ Performance Field Guide calculator: ' + id;
  iframe.style.display = 'block';
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.height = '40rem';
  iframe.setAttribute('data-mq-field-guide', id);
  script.parentNode.insertBefore(iframe, script.nextSibling);

  window.addEventListener('message', function (event) {
    if (event.source !== iframe.contentWindow || event.origin !== url.origin) return;
    var data = event.data;
    if (!data || data.type !== 'mq-field-guide:resize' || data.id !== id) return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0 || height > 100000) return;
    iframe.style.height = Math.ceil(height) + 'px';
  });
})();
