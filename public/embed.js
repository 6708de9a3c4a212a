/*
 * MQ Performance Field Guide: embed a calculator with one tag.
 *
 *   <script src="https://<site>/<base>/embed.js" data-calculator="log-sizing"
 *           data-params="logFilePages=16384&primaryFiles=24"></script>
 *
 * Creates an iframe of <site>/<base>/embed/<id>/ next to the script tag (the site root is taken
 * from this script's own address, so any base path works) and sets its height from the
 * { type: "mq-field-guide:resize", id, height } messages the embed page posts, accepting them
 * only from that iframe and the site's origin. Optional data-title names the iframe for screen readers.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var id = script.getAttribute('data-calculator') || '';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) {
    console.error('MQ Performance Field Guide embed: data-calculator must name a calculator, e.g. data-calculator="log-sizing"; got "' + id + '"');
    return;
  }
  var siteRoot = new URL('.', script.src);
  var url = new URL('embed/' + id + '/', siteRoot);
  var params = script.getAttribute('data-params');
  if (params) url.search = params.replace(/^\?/, '');

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
