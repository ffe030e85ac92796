const {SourceMapConsumer} = require('source-map-js');
const fs = require('fs');
const file = process.argv[2]; const filter = process.argv[3] || '';
const code = fs.readFileSync(file, 'utf8'); const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map); const lines = code.split('\n'); const bytes = {}; let last = null;
c.eachMapping((m) => { if (last) { const src = last.source || '?'; const line = lines[last.generatedLine - 1];
  const end = m.generatedLine === last.generatedLine ? m.generatedColumn : line.length; bytes[src] = (bytes[src] || 0) + Math.max(0, end - last.generatedColumn); } last = m; });
Object.entries(bytes).filter(([s]) => s.includes(filter)).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v]) => console.log(String(v).padStart(8), k.replace('webpack:///','')));
