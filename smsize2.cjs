const fs=require('fs'); const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8'); const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);
const segs={}; const lines=code.split('\n'); const sizes={};
let last=null;
c.eachMapping(m=>{},null);
// attribute each char to the source of the nearest preceding mapping
const mappings=[]; c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<mappings.length;i++){const m=mappings[i],n=mappings[i+1];
 let len; if(n&&n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn; else len=lines[m.generatedLine-1].length-m.generatedColumn;
 const k=(m.source||'?').replace(/.*\/(packages|apps|node_modules)\//,'$1/'); sizes[k]=(sizes[k]||0)+len; segs[k]=(segs[k]||"")+lines[m.generatedLine-1].substr(m.generatedColumn,len);}
const total=Object.values(sizes).reduce((a,b)=>a+b,0);
console.log('total raw',total);
for(const [k,v] of Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,+process.argv[3]||40)) console.log(v, require('zlib').gzipSync(segs[k]).length, k);
