// Generated from the operator API's contract (openapi/ops/openapi.yaml, openapi/ops/*.yaml) by `npm run codegen`. Do not edit.
// @ts-nocheck
/* eslint-disable */
let loaded;
export function loadValidators() {
  if (loaded) return loaded;
  const exports = {};
exports.createSession_body = validate21;
const schema32 = {"$ref":"components.json#/$defs/SignInRequest"};
const schema34 = {"type":"object","description":"What a member of staff signs in with.","required":["email","password","code"],"additionalProperties":false,"properties":{"email":{"$ref":"components.json#/$defs/Email"},"password":{"type":"string","description":"The password chosen on the set-up page.","minLength":1,"maxLength":200,"examples":["correct horse battery staple"]},"code":{"type":"string","description":"The authenticator's current 6-digit code, or one of the recovery codes shown at set-up (each good once).","minLength":6,"maxLength":20,"examples":["492039"]}}};
const schema35 = {"type":"string","format":"email","maxLength":254,"description":"An e-mail address, at most 254 characters; compared without regard to case.","examples":["amira@operator.example"]};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.password === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.code === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "email") || (key0 === "password")) || (key0 === "code"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err4 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err7 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.code !== undefined){
let data2 = data.code;
if(typeof data2 === "string"){
if(func1(data2) > 20){
const err10 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 6){
const err11 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createStaff_body = validate25;
const schema36 = {"$ref":"components.json#/$defs/NewStaffMember"};
const schema37 = {"type":"object","description":"A member of staff to add.","required":["email","name","roles"],"additionalProperties":false,"properties":{"email":{"$ref":"components.json#/$defs/Email"},"name":{"type":"string","description":"The person's name.","minLength":1,"maxLength":200,"examples":["Amira Haddad"]},"roles":{"type":"array","description":"The roles to give, at least one.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/StaffRole"},"examples":[["desk"]]}}};
const schema39 = {"type":"string","description":"A staff role: `admin` (staff, partners' access, keys, terms, operator details, FX, audit), `desk` (tasks, bookings, requests, amendments), `dispatch` (the day's board, drivers, vehicles), `finance` (bank transfers, wallets, credit lines, invoices, statements).","enum":["admin","desk","dispatch","finance"],"examples":["desk"]};
const func0 = require("ajv/dist/runtime/equal").default;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.roles === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roles"},message:"must have required property '"+"roles"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "email") || (key0 === "name")) || (key0 === "roles"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err4 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.roles !== undefined){
let data2 = data.roles;
if(Array.isArray(data2)){
if(data2.length > 4){
const err10 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"components.json#/$defs/StaffRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data3 === "admin") || (data3 === "desk")) || (data3 === "dispatch")) || (data3 === "finance"))){
const err13 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"components.json#/$defs/StaffRole/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data2[i1], data2[j0])){
const err14 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.answerDeskTask_body = validate28;
const schema40 = {"$ref":"components.json#/$defs/DeskTaskAnswer"};
const schema41 = {"type":"object","description":"The answer. `decision` accepts or declines; the other fields are the kind's: `note` (the\nreason, needed to decline), `account_id` (a task that came without an account),\n`credit_limit_aed` and `credit_terms` (accepting a credit-line application),\n`amount_aed` (a top-up's corrected amount, or a price the kind sets),\n`commercial_terms` (accepting a partner application).\n","required":["decision"],"additionalProperties":false,"properties":{"decision":{"type":"string","enum":["accept","decline"],"description":"Accept or decline.","examples":["accept"]},"note":{"type":"string","minLength":1,"maxLength":1000,"description":"The desk's note; the reason the partner is told when declining.","examples":["Approved at AED 40,000"]},"account_id":{"$ref":"components.json#/$defs/OpsAccountId"},"amount_aed":{"type":"number","exclusiveMinimum":0,"maximum":10000000,"x-max-decimals":2,"description":"An amount the answer sets, AED.","examples":[7500]},"credit_limit_aed":{"type":"number","exclusiveMinimum":0,"maximum":10000000,"x-max-decimals":2,"description":"The credit line granted, AED.","examples":[40000]},"credit_terms":{"type":"string","enum":["NET_15","NET_30","NET_45","NET_60"],"description":"The credit line's payment terms.","examples":["NET_30"]},"commercial_terms":{"$ref":"components.json#/$defs/CommercialTermsChoice"}}};
const schema42 = {"type":"string","description":"A partner's account id.","pattern":"^acc_[A-Za-z0-9]+$","minLength":5,"maxLength":40,"examples":["acc_7Kq2M9XhP3Lw8Zt1"]};
const schema43 = {"type":"object","description":"An account's commercial terms, set when a partner application is accepted.","required":["terms"],"additionalProperties":false,"properties":{"terms":{"type":"string","enum":["tariff","commission","net_rate"],"description":"How the partner is priced.","examples":["commission"]},"percent":{"type":"number","minimum":0,"maximum":50,"x-max-decimals":2,"description":"The commission or net-rate discount in percent; 0 for the tariff.","examples":[10]}}};
const pattern4 = new RegExp("^acc_[A-Za-z0-9]+$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "decision") || (key0 === "note")) || (key0 === "account_id")) || (key0 === "amount_aed")) || (key0 === "credit_limit_aed")) || (key0 === "credit_terms")) || (key0 === "commercial_terms"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "accept") || (data0 === "decline"))){
const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema41.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.account_id !== undefined){
let data2 = data.account_id;
if(typeof data2 === "string"){
if(func1(data2) > 40){
const err7 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/OpsAccountId/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 5){
const err8 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/OpsAccountId/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/OpsAccountId/pattern",keyword:"pattern",params:{pattern: "^acc_[A-Za-z0-9]+$"},message:"must match pattern \""+"^acc_[A-Za-z0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/OpsAccountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data3 = data.amount_aed;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 <= 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(Number(data3.toFixed(2)) !== data3){
const err13 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.credit_limit_aed !== undefined){
let data4 = data.credit_limit_aed;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/credit_limit_aed",schemaPath:"#/properties/credit_limit_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 <= 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/credit_limit_aed",schemaPath:"#/properties/credit_limit_aed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(Number(data4.toFixed(2)) !== data4){
const err17 = {instancePath:instancePath+"/credit_limit_aed",schemaPath:"#/properties/credit_limit_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/credit_limit_aed",schemaPath:"#/properties/credit_limit_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.credit_terms !== undefined){
let data5 = data.credit_terms;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/credit_terms",schemaPath:"#/properties/credit_terms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((data5 === "NET_15") || (data5 === "NET_30")) || (data5 === "NET_45")) || (data5 === "NET_60"))){
const err20 = {instancePath:instancePath+"/credit_terms",schemaPath:"#/properties/credit_terms/enum",keyword:"enum",params:{allowedValues: schema41.properties.credit_terms.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.commercial_terms !== undefined){
let data6 = data.commercial_terms;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.terms === undefined){
const err21 = {instancePath:instancePath+"/commercial_terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/required",keyword:"required",params:{missingProperty: "terms"},message:"must have required property '"+"terms"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "terms") || (key1 === "percent"))){
const err22 = {instancePath:instancePath+"/commercial_terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.terms !== undefined){
let data7 = data6.terms;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/commercial_terms/terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/terms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data7 === "tariff") || (data7 === "commission")) || (data7 === "net_rate"))){
const err24 = {instancePath:instancePath+"/commercial_terms/terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/terms/enum",keyword:"enum",params:{allowedValues: schema43.properties.terms.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.percent !== undefined){
let data8 = data6.percent;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 50 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/commercial_terms/percent",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/commercial_terms/percent",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(Number(data8.toFixed(2)) !== data8){
const err27 = {instancePath:instancePath+"/commercial_terms/percent",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/percent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/commercial_terms/percent",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/commercial_terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.moveOpsBooking_body = validate31;
const schema44 = {"$ref":"components.json#/$defs/OpsBookingMove"};
const schema45 = {"type":"object","description":"A move of a booking by the desk.","required":["to"],"additionalProperties":false,"properties":{"to":{"$ref":"components.json#/$defs/OpsDeskMove"},"note":{"type":"string","minLength":1,"maxLength":1000,"description":"The desk's note, told to the partner (the reason of a decline).","examples":["No guide free that day"]}}};
const schema46 = {"type":"string","description":"A move the desk makes to a booking.","enum":["confirmed","declined","completed","no_show","cancelled"],"examples":["completed"]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.to === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "to") || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.to !== undefined){
let data0 = data.to;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/OpsDeskMove/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "confirmed") || (data0 === "declined")) || (data0 === "completed")) || (data0 === "no_show")) || (data0 === "cancelled"))){
const err3 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/OpsDeskMove/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err4 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  loaded = exports;
  return loaded;
}
export const discriminatorValues = {};
