// ropescope's SCORM launch page (scorm/launch.html in a package made by the path editor's
// "Download for a learning platform"). It frames the widget on the package's path (or the
// built-in tour) with xapi=1, hears the widget's xAPI statements (answered, progressed,
// completed) and reports them to the learning platform's SCORM runtime, found in the frames
// above this one: `API` (SCORM 1.2) or `API_1484_11` (SCORM 2004), as ../scorm-package.json says.
//
// It keeps its own record of the answers, so a learner who leaves and comes back resumes at the
// same step with the same answers (lesson location and suspend data): each question is scored
// on the learner's first answer (later ones, after the answer was shown, are practice), or on
// the last one when the path says "scoring": "last". It writes one interaction per question
// (id, type, learner response, result, correct response pattern), the score (raw: percent
// right; 2004 also scaled), completion and, with a pass mark ("pass"), success (passed/failed).
// No inline script, no eval: it runs under a learning platform's strict policies.
(function () {
  'use strict';
  var status = document.getElementById('scorm-status');
  function say(text) {
    status.textContent = text;
    status.hidden = !text;
  }

  // The runtime object named `name` in this window's parents (and their openers), as the SCORM
  // runtime specifications' search does.
  function findApi(name) {
    function up(w) {
      for (var n = 0; w && n < 16; n++) {
        try {
          if (w[name]) return w[name];
        } catch (e) { /* another origin's frame */ }
        if (!w.parent || w.parent === w) break;
        w = w.parent;
      }
      return null;
    }
    var found = up(window.parent !== window ? window.parent : null);
    if (!found && window.opener) found = up(window.opener);
    return found;
  }

  // The two runtimes behind one face.
  function runtime(version) {
    var v12 = version === '1.2';
    var api = findApi(v12 ? 'API' : 'API_1484_11');
    if (!api) return null;
    var call = function (name12, name2004) {
      return function () {
        try {
          return api[v12 ? name12 : name2004].apply(api, arguments);
        } catch (e) {
          return '';
        }
      };
    };
    return {
      v12: v12,
      initialize: call('LMSInitialize', 'Initialize'),
      get: call('LMSGetValue', 'GetValue'),
      rawSet: call('LMSSetValue', 'SetValue'),
      commit: call('LMSCommit', 'Commit'),
      finish: call('LMSFinish', 'Terminate'),
      key: function (name) {
        return (v12 ? KEYS12 : KEYS2004)[name];
      },
    };
  }
  // The learner's language as the platform has it (their profile's preference: SCORM 1.2's
  // cmi.student_preference.language, 2004's cmi.learner_preference.language), when the widget
  // speaks it (the rule of rope::base::i18n::Lang::parse: en, es, zh but Traditional Chinese);
  // else '' and the widget follows the browser's preferred languages.
  function platformLang(rt) {
    var tag = String(rt.get(rt.v12 ? 'cmi.student_preference.language' : 'cmi.learner_preference.language') || '')
      .trim().toLowerCase().replace(/_/g, '-');
    if (/^en(-|$)/.test(tag)) return 'en';
    if (/^es(-|$)/.test(tag)) return 'es';
    if (/^zh(-|$)/.test(tag) && !/-(hant|tw|hk|mo)(-|$)/.test(tag)) return 'zh-CN';
    return '';
  }
  var KEYS12 = {
    location: 'cmi.core.lesson_location', entry: 'cmi.core.entry', exit: 'cmi.core.exit',
    raw: 'cmi.core.score.raw', min: 'cmi.core.score.min', max: 'cmi.core.score.max',
    session: 'cmi.core.session_time', response: 'student_response',
  };
  var KEYS2004 = {
    location: 'cmi.location', entry: 'cmi.entry', exit: 'cmi.exit',
    raw: 'cmi.score.raw', min: 'cmi.score.min', max: 'cmi.score.max',
    session: 'cmi.session_time', response: 'learner_response',
  };

  function sessionTime(v12, ms) {
    var s = Math.max(0, Math.round(ms / 1000));
    if (!v12) return 'PT' + s + 'S';
    var two = function (n) { return (n < 10 ? '0' : '') + n; };
    return two(Math.floor(s / 3600)) + ':' + two(Math.floor(s / 60) % 60) + ':' + two(s % 60);
  }

  function start(config) {
    var rt = runtime(config.version);
    var started = Date.now();
    var steps = config.steps || [];
    var questions = config.questions || [];
    var scoring = config.scoring === 'last' ? 'last' : 'first';
    var pass = typeof config.pass === 'number' ? config.pass : null;
    // The record: for each question's step index [right first, right last, answers, interaction
    // index, the answer that counts as the widget gave it], and how many interactions were
    // written (SCORM 1.2's cannot be read back).
    var record = { a: {}, k: 0 };
    var step = 1;
    var live = false;
    var done = false;

    function set(name, value) {
      if (!live) return false;
      var ok = rt.rawSet(name, String(value));
      return ok === true || ok === 'true';
    }
    function save() {
      if (!live) return;
      set('cmi.suspend_data', JSON.stringify(record));
      set(rt.key('location'), String(step));
      rt.commit('');
    }

    if (rt) {
      var init = rt.initialize('');
      live = init === true || init === 'true';
    }
    if (!live) {
      say('No learning platform was found around this page: your answers are not recorded.');
    } else {
      var location = parseInt(rt.get(rt.key('location')), 10);
      if (location >= 1 && location <= steps.length) step = location;
      try {
        var kept = JSON.parse(rt.get('cmi.suspend_data') || 'null');
        if (kept && typeof kept.a === 'object' && typeof kept.k === 'number') record = kept;
      } catch (e) { /* no usable suspend data: start afresh */ }
      if (rt.v12) {
        var was = rt.get('cmi.core.lesson_status');
        if (was === 'not attempted' || was === '') set('cmi.core.lesson_status', 'incomplete');
      } else if (rt.get('cmi.completion_status') !== 'completed') {
        set('cmi.completion_status', 'incomplete');
      }
      set(rt.key('exit'), 'suspend');
      save();
    }

    function right() {
      var n = 0;
      for (var k in record.a) {
        if (Object.prototype.hasOwnProperty.call(record.a, k) && record.a[k][scoring === 'last' ? 1 : 0]) n++;
      }
      return n;
    }

    // One interaction per question: the answer that counts.
    function interaction(index, id, def, result) {
      var base = 'cmi.interactions.' + index + '.';
      var type = def.interactionType === 'choice' ? 'choice' : 'numeric';
      var response = String(result.response || '');
      var pattern = (def.correctResponsesPattern || [])[0];
      set(base + 'id', rt.v12 ? id : 'urn:ropescope:' + (config.id || 'path') + ':' + id);
      set(base + 'type', type);
      if (rt.v12 && type === 'choice') {
        // SCORM 1.2's choice responses are single characters: the choice's index.
        response = response.replace(/^choice-/, '');
        if (pattern) pattern = pattern.replace(/^choice-/, '');
      } else if (rt.v12 && pattern) {
        // SCORM 1.2 has no numeric range: the middle of the accepted range.
        var ends = pattern.split('[:]').map(Number);
        pattern = String((ends[0] + ends[1]) / 2);
      }
      if (type === 'numeric' && !isFinite(parseFloat(response))) response = '';
      if (pattern !== undefined) set(base + 'correct_responses.0.pattern', pattern);
      if (response !== '') set(base + rt.key('response'), response);
      set(base + 'result', result.success ? 'correct' : rt.v12 ? 'wrong' : 'incorrect');
      // SCORM 2004's description (1.2 has none): the question in the learner's language, the
      // statement's first language (English is en-US, written plain: the type's default; another
      // language with its {lang=...} delimiter, a localized_string_type).
      if (!rt.v12 && def.description) {
        var tag = Object.keys(def.description)[0];
        var d = def.description[tag];
        if (d) {
          var lang = /^en(-US)?$/i.test(tag) || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? '' : '{lang=' + tag + '}';
          set(base + 'description', lang + String(d).slice(0, 250));
        }
      }
    }

    function stepOf(id) {
      var m = /\/step\/([^/]+)(\/question)?$/.exec(id || '');
      return m ? steps.indexOf(m[1]) : -1;
    }

    function answered(s) {
      var i = stepOf(s.object.id);
      if (i < 0) return;
      var ok = !!(s.result && s.result.success);
      // The widget's own form of the answer: a choice's index, the typed number.
      var given = String((s.result && s.result.response) || '').replace(/^choice-/, '').slice(0, 40);
      var r = record.a[i];
      if (!r) {
        r = record.a[i] = [ok, ok, 1, record.k++, given];
        interaction(r[3], steps[i], s.object.definition || {}, s.result || {});
      } else {
        r[2]++;
        r[1] = ok;
        if (scoring === 'last') {
          r[4] = given;
          interaction(r[3], steps[i], s.object.definition || {}, s.result || {});
        }
      }
      if (live && !rt.v12) {
        set('cmi.progress_measure', String(Math.min(1, Object.keys(record.a).length / Math.max(1, questions.length))));
      }
      save();
    }

    function completed() {
      if (done || !live) return;
      done = true;
      var n = questions.length;
      var scaled = n > 0 ? Math.min(right(), n) / n : 1;
      var passed = pass === null ? null : scaled + 1e-9 >= pass;
      set(rt.key('min'), '0');
      set(rt.key('max'), '100');
      set(rt.key('raw'), String(Math.round(scaled * 10000) / 100));
      if (rt.v12) {
        set('cmi.core.lesson_status', passed === null ? 'completed' : passed ? 'passed' : 'failed');
      } else {
        set('cmi.score.scaled', String(scaled));
        set('cmi.completion_status', 'completed');
        set('cmi.progress_measure', '1');
        set('cmi.success_status', passed === null ? 'unknown' : passed ? 'passed' : 'failed');
      }
      set(rt.key('exit'), rt.v12 ? '' : 'normal');
      leave();
      say('Finished: your result has been sent to your learning platform.');
    }

    // Leaving (the learner closes the page, or the path ends): save, commit, finish.
    function leave() {
      if (!live) return;
      set(rt.key('session'), sessionTime(rt.v12, Date.now() - started));
      save();
      live = false;
      rt.finish('');
    }
    window.addEventListener('pagehide', leave);

    // The learner's earlier answers, for the widget to show on the steps they answered (marked,
    // with the verdict; a new answer there is practice): in this tab's storage, in the widget's
    // form (rope::teaching::score::Scorecard::to_json). A fresh session leaves none behind.
    try {
      var answers = {};
      for (var k in record.a) {
        if (Object.prototype.hasOwnProperty.call(record.a, k) && steps[k] !== undefined) {
          var a = record.a[k];
          answers[steps[k]] = [!!a[0], !!a[1], Math.max(1, a[2] | 0), typeof a[4] === 'string' ? a[4] : ''];
        }
      }
      sessionStorage.setItem('ropescope-answers', JSON.stringify({ path: config.id || '', answers: answers }));
    } catch (e) { /* no storage here: the widget starts without them */ }

    var frame = document.createElement('iframe');
    frame.className = 'scorm-frame';
    frame.title = config.title || 'ropescope';
    var lang = live ? platformLang(rt) : '';
    var query = (config.path ? 'path_url=' + encodeURIComponent(config.path) + '&' : '') +
      'tour=1&step=' + step + '&xapi=1&graded=1' + (lang ? '&lang=' + lang : '');
    frame.src = '../index.html?' + query;
    window.addEventListener('message', function (event) {
      if (event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.type !== 'ropescope:xapi' || !data.statement) return;
      var s = data.statement;
      var verb = s.verb && s.verb.id;
      if (!verb || !s.object) return;
      if (/\/progressed$/.test(verb)) {
        var i = stepOf(s.object.id);
        if (i >= 0) {
          step = i + 1;
          save();
        }
      } else if (/\/answered$/.test(verb)) {
        answered(s);
      } else if (/\/completed$/.test(verb)) {
        completed();
      }
    });
    document.body.appendChild(frame);
    document.body.setAttribute('data-scorm', live ? 'connected' : 'alone');
  }

  fetch('../scorm-package.json', { credentials: 'same-origin' })
    .then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    })
    .then(start)
    .catch(function (e) {
      say('This package is incomplete (scorm-package.json: ' + e.message + ').');
    });
})();
