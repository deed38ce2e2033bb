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

exports.setStaffRoles_body = validate28;
const schema40 = {"$ref":"components.json#/$defs/StaffRolesChange"};
const schema41 = {"type":"object","description":"The roles the person is to hold, replacing theirs.","required":["roles"],"additionalProperties":false,"properties":{"roles":{"type":"array","description":"The roles, at least one.","minItems":1,"maxItems":4,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/StaffRole"},"examples":[["desk","finance"]]}}};

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
if(data.roles === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roles"},message:"must have required property '"+"roles"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "roles")){
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
if(data.roles !== undefined){
let data0 = data.roles;
if(Array.isArray(data0)){
if(data0.length > 4){
const err2 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"components.json#/$defs/StaffRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data1 === "admin") || (data1 === "desk")) || (data1 === "dispatch")) || (data1 === "finance"))){
const err5 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"components.json#/$defs/StaffRole/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err6 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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

exports.reassignDeskTask_body = validate31;
const schema43 = {"$ref":"components.json#/$defs/DeskTaskReassignment"};
const schema44 = {"type":"object","description":"Who is to hold the task.","required":["staff_id"],"additionalProperties":false,"properties":{"staff_id":{"$ref":"components.json#/$defs/StaffId"}}};
const schema45 = {"type":"string","pattern":"^stf_[0-9A-Za-z]{20}$","description":"A member of staff's id.","examples":["stf_4Kq9Zt2Lm8Xc1Vb7Nw3P"]};
const pattern4 = new RegExp("^stf_[0-9A-Za-z]{20}$", "u");

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
if(data.staff_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "staff_id"},message:"must have required property '"+"staff_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "staff_id")){
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
if(data.staff_id !== undefined){
let data0 = data.staff_id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/staff_id",schemaPath:"components.json#/$defs/StaffId/pattern",keyword:"pattern",params:{pattern: "^stf_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^stf_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/staff_id",schemaPath:"components.json#/$defs/StaffId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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

exports.answerDeskTask_body = validate34;
const schema46 = {"$ref":"components.json#/$defs/DeskTaskAnswer"};
const schema47 = {"type":"object","description":"The answer. `decision` accepts or declines; the other fields are the kind's: `note` (the\nreason, needed to decline), `account_id` (a task that came without an account),\n`credit_limit_aed` and `credit_terms` (accepting a credit-line application),\n`amount_aed` (a top-up's corrected amount, or a price the kind sets),\n`commercial_terms` (accepting a partner application).\n","required":["decision"],"additionalProperties":false,"properties":{"decision":{"type":"string","enum":["accept","decline"],"description":"Accept or decline.","examples":["accept"]},"note":{"type":"string","minLength":1,"maxLength":1000,"description":"The desk's note; the reason the partner is told when declining.","examples":["Approved at AED 40,000"]},"account_id":{"$ref":"components.json#/$defs/OpsAccountId"},"amount_aed":{"type":"number","exclusiveMinimum":0,"maximum":10000000,"x-max-decimals":2,"description":"An amount the answer sets, AED.","examples":[7500]},"credit_limit_aed":{"type":"number","exclusiveMinimum":0,"maximum":10000000,"x-max-decimals":2,"description":"The credit line granted, AED.","examples":[40000]},"credit_terms":{"type":"string","enum":["NET_15","NET_30","NET_45","NET_60"],"description":"The credit line's payment terms.","examples":["NET_30"]},"commercial_terms":{"$ref":"components.json#/$defs/CommercialTermsChoice"}}};
const schema48 = {"type":"string","description":"A partner's account id.","pattern":"^acc_[A-Za-z0-9]+$","minLength":5,"maxLength":40,"examples":["acc_7Kq2M9XhP3Lw8Zt1"]};
const schema49 = {"type":"object","description":"An account's commercial terms, set when a partner application is accepted.","required":["terms"],"additionalProperties":false,"properties":{"terms":{"type":"string","enum":["tariff","commission","net_rate"],"description":"How the partner is priced.","examples":["commission"]},"percent":{"type":"number","minimum":0,"maximum":50,"x-max-decimals":2,"description":"The commission or net-rate discount in percent; 0 for the tariff.","examples":[10]}}};
const pattern5 = new RegExp("^acc_[A-Za-z0-9]+$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
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
const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema47.properties.decision.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data2)){
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
const err20 = {instancePath:instancePath+"/credit_terms",schemaPath:"#/properties/credit_terms/enum",keyword:"enum",params:{allowedValues: schema47.properties.credit_terms.enum},message:"must be equal to one of the allowed values"};
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
const err24 = {instancePath:instancePath+"/commercial_terms/terms",schemaPath:"components.json#/$defs/CommercialTermsChoice/properties/terms/enum",keyword:"enum",params:{allowedValues: schema49.properties.terms.enum},message:"must be equal to one of the allowed values"};
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.moveOpsBooking_body = validate37;
const schema50 = {"$ref":"components.json#/$defs/OpsBookingMove"};
const schema51 = {"type":"object","description":"A move of a booking by the desk.","required":["to"],"additionalProperties":false,"properties":{"to":{"$ref":"components.json#/$defs/OpsDeskMove"},"note":{"type":"string","minLength":1,"maxLength":1000,"description":"The desk's note, told to the partner (the reason of a decline).","examples":["No guide free that day"]}}};
const schema52 = {"type":"string","description":"A move the desk makes to a booking.","enum":["confirmed","declined","completed","no_show","cancelled"],"examples":["completed"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
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
const err3 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/OpsDeskMove/enum",keyword:"enum",params:{allowedValues: schema52.enum},message:"must be equal to one of the allowed values"};
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createDriver_body = validate40;
const schema53 = {"$ref":"components.json#/$defs/NewDriver"};
const schema54 = {"type":"object","description":"A driver to add.","required":["name","phone","licence_number","languages"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"description":"The driver's name.","examples":["Imran Qureshi"]},"phone":{"type":"string","minLength":1,"maxLength":40,"description":"A phone number in international form.","examples":["+971 50 123 4567"]},"licence_number":{"type":"string","minLength":1,"maxLength":40,"description":"The driving licence number; unique on the records.","examples":["DXB-448812"]},"languages":{"type":"array","description":"The languages the driver speaks, as two-letter codes.","minItems":1,"maxItems":10,"items":{"type":"string","pattern":"^[A-Za-z]{2}$"},"examples":[["en","ar"]]}}};
const pattern6 = new RegExp("^[A-Za-z]{2}$", "u");

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.licence_number === undefined){
const err2 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/required",keyword:"required",params:{missingProperty: "licence_number"},message:"must have required property '"+"licence_number"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.languages === undefined){
const err3 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "phone")) || (key0 === "licence_number")) || (key0 === "languages"))){
const err4 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err5 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/NewDriver/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data0) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/NewDriver/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/NewDriver/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"components.json#/$defs/NewDriver/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/phone",schemaPath:"components.json#/$defs/NewDriver/properties/phone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/phone",schemaPath:"components.json#/$defs/NewDriver/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.licence_number !== undefined){
let data2 = data.licence_number;
if(typeof data2 === "string"){
if(func1(data2) > 40){
const err11 = {instancePath:instancePath+"/licence_number",schemaPath:"components.json#/$defs/NewDriver/properties/licence_number/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/licence_number",schemaPath:"components.json#/$defs/NewDriver/properties/licence_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/licence_number",schemaPath:"components.json#/$defs/NewDriver/properties/licence_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.languages !== undefined){
let data3 = data.languages;
if(Array.isArray(data3)){
if(data3.length > 10){
const err14 = {instancePath:instancePath+"/languages",schemaPath:"components.json#/$defs/NewDriver/properties/languages/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.length < 1){
const err15 = {instancePath:instancePath+"/languages",schemaPath:"components.json#/$defs/NewDriver/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err16 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/NewDriver/properties/languages/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{2}$"},message:"must match pattern \""+"^[A-Za-z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/NewDriver/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/languages",schemaPath:"components.json#/$defs/NewDriver/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"components.json#/$defs/NewDriver/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateDriver_body = validate41;
const schema55 = {"$ref":"components.json#/$defs/DriverChange"};
const schema56 = {"type":"object","description":"What to change of a driver; fields left out keep their value.","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"description":"The driver's name.","examples":["Imran Qureshi"]},"phone":{"type":"string","minLength":1,"maxLength":40,"description":"A phone number in international form.","examples":["+971 50 123 4567"]},"licence_number":{"type":"string","minLength":1,"maxLength":40,"description":"The driving licence number; unique on the records.","examples":["DXB-448812"]},"languages":{"type":"array","description":"The languages the driver speaks, as two-letter codes.","minItems":1,"maxItems":10,"items":{"type":"string","pattern":"^[A-Za-z]{2}$"},"examples":[["en","ar"]]},"status":{"$ref":"components.json#/$defs/FleetStatus"}}};
const schema57 = {"type":"string","description":"`active` may be assigned new jobs; `inactive` may not (the jobs it holds stay).","enum":["active","inactive"],"examples":["active"]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "phone")) || (key0 === "licence_number")) || (key0 === "languages")) || (key0 === "status"))){
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err5 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.licence_number !== undefined){
let data2 = data.licence_number;
if(typeof data2 === "string"){
if(func1(data2) > 40){
const err8 = {instancePath:instancePath+"/licence_number",schemaPath:"#/properties/licence_number/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/licence_number",schemaPath:"#/properties/licence_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/licence_number",schemaPath:"#/properties/licence_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.languages !== undefined){
let data3 = data.languages;
if(Array.isArray(data3)){
if(data3.length > 10){
const err11 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.length < 1){
const err12 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err13 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{2}$"},message:"must match pattern \""+"^[A-Za-z]{2}$"+"\""};
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
const err14 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/FleetStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data5 === "active") || (data5 === "inactive"))){
const err17 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/FleetStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createVehicle_body = validate44;
const schema58 = {"$ref":"components.json#/$defs/NewVehicle"};
const schema59 = {"type":"object","description":"A vehicle to add.","required":["plate","class"],"additionalProperties":false,"properties":{"plate":{"type":"string","minLength":1,"maxLength":20,"description":"The number plate; unique on the records.","examples":["DUBAI J 48812"]},"class":{"$ref":"components.json#/$defs/VehicleClass"},"seats":{"type":"integer","minimum":1,"maximum":60,"description":"Passenger seats; the class's when left out.","examples":[3]},"make":{"type":"string","minLength":1,"maxLength":40,"description":"The maker, as the traveller reads it on the car.","examples":["Mercedes-Benz"]},"model":{"type":"string","minLength":1,"maxLength":40,"description":"The model.","examples":["V-Class"]},"colour":{"type":"string","minLength":1,"maxLength":30,"description":"The colour the traveller looks for at the kerb.","examples":["Black"]}}};
const schema60 = {"type":"string","description":"A class of vehicle: `EXECUTIVE_SEDAN` (3 seats), `VIP_V_CLASS` (7), `LUXURY_COACH` (30).","enum":["EXECUTIVE_SEDAN","VIP_V_CLASS","LUXURY_COACH"],"examples":["EXECUTIVE_SEDAN"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.plate === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plate"},message:"must have required property '"+"plate"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.class === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "class"},message:"must have required property '"+"class"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "plate") || (key0 === "class")) || (key0 === "seats")) || (key0 === "make")) || (key0 === "model")) || (key0 === "colour"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.plate !== undefined){
let data0 = data.plate;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err3 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.class !== undefined){
let data1 = data.class;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/class",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((data1 === "EXECUTIVE_SEDAN") || (data1 === "VIP_V_CLASS")) || (data1 === "LUXURY_COACH"))){
const err7 = {instancePath:instancePath+"/class",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.seats !== undefined){
let data2 = data.seats;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 60 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.make !== undefined){
let data3 = data.make;
if(typeof data3 === "string"){
if(func1(data3) > 40){
const err11 = {instancePath:instancePath+"/make",schemaPath:"#/properties/make/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/make",schemaPath:"#/properties/make/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/make",schemaPath:"#/properties/make/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.model !== undefined){
let data4 = data.model;
if(typeof data4 === "string"){
if(func1(data4) > 40){
const err14 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.colour !== undefined){
let data5 = data.colour;
if(typeof data5 === "string"){
if(func1(data5) > 30){
const err17 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/colour",schemaPath:"#/properties/colour/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateVehicle_body = validate47;
const schema61 = {"$ref":"components.json#/$defs/VehicleChange"};
const schema62 = {"type":"object","description":"What to change of a vehicle; fields left out keep their value.","minProperties":1,"additionalProperties":false,"properties":{"plate":{"type":"string","minLength":1,"maxLength":20,"description":"The number plate; unique on the records.","examples":["DUBAI J 48812"]},"class":{"$ref":"components.json#/$defs/VehicleClass"},"seats":{"type":"integer","minimum":1,"maximum":60,"description":"Passenger seats; the new class's when a class is given without them.","examples":[3]},"make":{"allOf":[{"$ref":"components.json#/$defs/VehicleMake"}],"description":"The maker; null clears it."},"model":{"allOf":[{"$ref":"components.json#/$defs/VehicleModel"}],"description":"The model; null clears it."},"colour":{"allOf":[{"$ref":"components.json#/$defs/VehicleColour"}],"description":"The colour; null clears it."},"status":{"$ref":"components.json#/$defs/FleetStatus"}}};
const schema64 = {"type":["string","null"],"minLength":1,"maxLength":40,"description":"The maker, as the traveller reads it on the car; null when not on the records.","examples":["Mercedes-Benz"]};
const schema65 = {"type":["string","null"],"minLength":1,"maxLength":40,"description":"The model; null when not on the records.","examples":["V-Class"]};
const schema66 = {"type":["string","null"],"minLength":1,"maxLength":30,"description":"The colour the traveller looks for at the kerb; null when not on the records.","examples":["Black"]};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "plate") || (key0 === "class")) || (key0 === "seats")) || (key0 === "make")) || (key0 === "model")) || (key0 === "colour")) || (key0 === "status"))){
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
if(data.plate !== undefined){
let data0 = data.plate;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err2 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/plate",schemaPath:"#/properties/plate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.class !== undefined){
let data1 = data.class;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/class",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data1 === "EXECUTIVE_SEDAN") || (data1 === "VIP_V_CLASS")) || (data1 === "LUXURY_COACH"))){
const err6 = {instancePath:instancePath+"/class",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.seats !== undefined){
let data2 = data.seats;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 60 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.make !== undefined){
let data3 = data.make;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/make",schemaPath:"components.json#/$defs/VehicleMake/type",keyword:"type",params:{type: schema64.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 40){
const err11 = {instancePath:instancePath+"/make",schemaPath:"components.json#/$defs/VehicleMake/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/make",schemaPath:"components.json#/$defs/VehicleMake/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.model !== undefined){
let data4 = data.model;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/model",schemaPath:"components.json#/$defs/VehicleModel/type",keyword:"type",params:{type: schema65.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 40){
const err14 = {instancePath:instancePath+"/model",schemaPath:"components.json#/$defs/VehicleModel/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data4) < 1){
const err15 = {instancePath:instancePath+"/model",schemaPath:"components.json#/$defs/VehicleModel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.colour !== undefined){
let data5 = data.colour;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/colour",schemaPath:"components.json#/$defs/VehicleColour/type",keyword:"type",params:{type: schema66.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 30){
const err17 = {instancePath:instancePath+"/colour",schemaPath:"components.json#/$defs/VehicleColour/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/colour",schemaPath:"components.json#/$defs/VehicleColour/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.status !== undefined){
let data6 = data.status;
if(typeof data6 !== "string"){
const err19 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/FleetStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data6 === "active") || (data6 === "inactive"))){
const err20 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/FleetStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate48(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.assignDispatchJob_body = validate50;
const schema68 = {"$ref":"components.json#/$defs/DispatchAssignment"};
const schema69 = {"type":"object","description":"The job, and the driver and vehicle to assign to it.","required":["booking","driver_id","vehicle_id"],"additionalProperties":false,"properties":{"booking":{"type":"string","minLength":1,"maxLength":64,"description":"The live booking's id or reference.","examples":["RF-7K2M9Q4X"]},"driver_id":{"$ref":"components.json#/$defs/DriverId"},"vehicle_id":{"$ref":"components.json#/$defs/VehicleId"}}};
const schema70 = {"type":"string","pattern":"^drv_[0-9A-Za-z]{20}$","description":"A driver's id.","examples":["drv_4Kq9Zt2Lm8Xc1Vb7Nw3P"]};
const schema71 = {"type":"string","pattern":"^veh_[0-9A-Za-z]{20}$","description":"A vehicle's id.","examples":["veh_8Rt2Yp6Kd1Ws9Qm3Lx7B"]};
const pattern8 = new RegExp("^drv_[0-9A-Za-z]{20}$", "u");
const pattern9 = new RegExp("^veh_[0-9A-Za-z]{20}$", "u");

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.booking === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "booking"},message:"must have required property '"+"booking"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.driver_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "driver_id"},message:"must have required property '"+"driver_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vehicle_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle_id"},message:"must have required property '"+"vehicle_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "booking") || (key0 === "driver_id")) || (key0 === "vehicle_id"))){
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
if(data.booking !== undefined){
let data0 = data.booking;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err4 = {instancePath:instancePath+"/booking",schemaPath:"#/properties/booking/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/booking",schemaPath:"#/properties/booking/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/booking",schemaPath:"#/properties/booking/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.driver_id !== undefined){
let data1 = data.driver_id;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err7 = {instancePath:instancePath+"/driver_id",schemaPath:"components.json#/$defs/DriverId/pattern",keyword:"pattern",params:{pattern: "^drv_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^drv_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/driver_id",schemaPath:"components.json#/$defs/DriverId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.vehicle_id !== undefined){
let data2 = data.vehicle_id;
if(typeof data2 === "string"){
if(!pattern9.test(data2)){
const err9 = {instancePath:instancePath+"/vehicle_id",schemaPath:"components.json#/$defs/VehicleId/pattern",keyword:"pattern",params:{pattern: "^veh_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^veh_[0-9A-Za-z]{20}$"+"\""};
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
const err10 = {instancePath:instancePath+"/vehicle_id",schemaPath:"components.json#/$defs/VehicleId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createBankTransfer_body = validate53;
const schema72 = {"$ref":"components.json#/$defs/NewBankTransfer"};
const schema73 = {"type":"object","description":"A bank transfer as the bank statement shows it.","required":["amount_aed","value_date","bank_reference","payer"],"additionalProperties":false,"properties":{"amount_aed":{"type":"number","x-max-decimals":2,"exclusiveMinimum":0,"maximum":10000000,"description":"The amount received, AED.","examples":[7500]},"value_date":{"type":"string","format":"date","description":"The day the bank valued the transfer.","examples":["2026-11-25"]},"bank_reference":{"type":"string","minLength":1,"maxLength":80,"description":"The bank's reference of the transfer with its payment details, as the statement prints them; credited once.","examples":["ENBD TT 88231 PY-7KQ2-M9XH"]},"payer":{"type":"string","minLength":1,"maxLength":200,"description":"Who sent it.","examples":["Desert Rose Travel LLC"]},"account_id":{"$ref":"components.json#/$defs/PartnerAccountId","description":"The partner to credit; needed only when the bank reference quotes no pro-forma's payment reference."}}};
const schema74 = {"type":"string","pattern":"^acc_[0-9A-Za-z]{1,40}$","description":"A partner's account id.","examples":["acc_4Kq9Zt2Lm8Xc1Vb7Nw3P"]};
const formats4 = require("ajv-formats/dist/formats").fullFormats.date;
const pattern10 = new RegExp("^acc_[0-9A-Za-z]{1,40}$", "u");

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount_aed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount_aed"},message:"must have required property '"+"amount_aed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value_date"},message:"must have required property '"+"value_date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bank_reference === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bank_reference"},message:"must have required property '"+"bank_reference"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.payer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payer"},message:"must have required property '"+"payer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "amount_aed") || (key0 === "value_date")) || (key0 === "bank_reference")) || (key0 === "payer")) || (key0 === "account_id"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data0 = data.amount_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 <= 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err7 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.value_date !== undefined){
let data1 = data.value_date;
if(typeof data1 === "string"){
if(!(formats4.validate(data1))){
const err9 = {instancePath:instancePath+"/value_date",schemaPath:"#/properties/value_date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err10 = {instancePath:instancePath+"/value_date",schemaPath:"#/properties/value_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.bank_reference !== undefined){
let data2 = data.bank_reference;
if(typeof data2 === "string"){
if(func1(data2) > 80){
const err11 = {instancePath:instancePath+"/bank_reference",schemaPath:"#/properties/bank_reference/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/bank_reference",schemaPath:"#/properties/bank_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/bank_reference",schemaPath:"#/properties/bank_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.payer !== undefined){
let data3 = data.payer;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err14 = {instancePath:instancePath+"/payer",schemaPath:"#/properties/payer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data3) < 1){
const err15 = {instancePath:instancePath+"/payer",schemaPath:"#/properties/payer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/payer",schemaPath:"#/properties/payer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.account_id !== undefined){
let data4 = data.account_id;
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err17 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/PartnerAccountId/pattern",keyword:"pattern",params:{pattern: "^acc_[0-9A-Za-z]{1,40}$"},message:"must match pattern \""+"^acc_[0-9A-Za-z]{1,40}$"+"\""};
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
const err18 = {instancePath:instancePath+"/account_id",schemaPath:"components.json#/$defs/PartnerAccountId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.reverseBankTransfer_body = validate56;
const schema75 = {"$ref":"components.json#/$defs/BankTransferReversal"};
const schema76 = {"type":"object","description":"Why a credit is reversed.","required":["reason"],"additionalProperties":false,"properties":{"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why, in words the partner reads in their inbox notice.","examples":["Returned by the bank as credited to the wrong account"]}}};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reason === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/BankTransferReversal/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "reason")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/BankTransferReversal/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err2 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/BankTransferReversal/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/BankTransferReversal/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/BankTransferReversal/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"components.json#/$defs/BankTransferReversal/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updatePartner_body = validate57;
const schema77 = {"$ref":"components.json#/$defs/PartnerChanges"};
const schema78 = {"type":"object","description":"The legal details and terms to set; the others stay.","minProperties":1,"additionalProperties":false,"properties":{"legal_name":{"type":"string","minLength":1,"maxLength":200,"description":"The registered company name.","examples":["Desert Rose Travel LLC"]},"address":{"type":"string","minLength":1,"maxLength":500,"description":"The registered address.","examples":["Office 1204, Bay Square 7, Business Bay, Dubai"]},"country":{"type":"string","maxLength":10,"description":"The country of the registered address, ISO 3166-1 alpha-2 in any case (`gb` is `GB`); empty to clear it. A TRN with a country other than `AE` is refused.","examples":["GB"]},"trn":{"type":"string","maxLength":40,"description":"The 15-digit UAE TRN, only for a partner registered in the UAE (country `AE`); empty to clear it.","examples":["100123456700003"]},"commercial_terms":{"$ref":"components.json#/$defs/PartnerTerms"}}};
const schema79 = {"type":"object","description":"How the partner is charged.","required":["terms","percent"],"additionalProperties":false,"properties":{"terms":{"$ref":"components.json#/$defs/CommercialTermsKind"},"percent":{"type":"number","x-max-decimals":2,"minimum":0,"maximum":50,"description":"The commission or discount, percent; 0 on the tariff.","examples":[10]}}};
const schema80 = {"type":"string","description":"`tariff` (the published rates), `commission` (the tariff less a percentage, deducted from each booking's charge at booking) or `net_rate` (the tariff less a percentage).","enum":["tariff","commission","net_rate"],"examples":["commission"]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.terms === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "terms"},message:"must have required property '"+"terms"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.percent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "percent"},message:"must have required property '"+"percent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "terms") || (key0 === "percent"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.terms !== undefined){
let data0 = data.terms;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/terms",schemaPath:"components.json#/$defs/CommercialTermsKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data0 === "tariff") || (data0 === "commission")) || (data0 === "net_rate"))){
const err4 = {instancePath:instancePath+"/terms",schemaPath:"components.json#/$defs/CommercialTermsKind/enum",keyword:"enum",params:{allowedValues: schema80.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.percent !== undefined){
let data1 = data.percent;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number(data1.toFixed(2)) !== data1){
const err7 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/percent",schemaPath:"#/properties/percent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "legal_name") || (key0 === "address")) || (key0 === "country")) || (key0 === "trn")) || (key0 === "commercial_terms"))){
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
if(data.legal_name !== undefined){
let data0 = data.legal_name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/legal_name",schemaPath:"#/properties/legal_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/legal_name",schemaPath:"#/properties/legal_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/legal_name",schemaPath:"#/properties/legal_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.address !== undefined){
let data1 = data.address;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.country !== undefined){
let data2 = data.country;
if(typeof data2 === "string"){
if(func1(data2) > 10){
const err8 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
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
const err9 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.trn !== undefined){
let data3 = data.trn;
if(typeof data3 === "string"){
if(func1(data3) > 40){
const err10 = {instancePath:instancePath+"/trn",schemaPath:"#/properties/trn/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/trn",schemaPath:"#/properties/trn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.commercial_terms !== undefined){
if(!(validate59(data.commercial_terms, {instancePath:instancePath+"/commercial_terms",parentData:data,parentDataProperty:"commercial_terms",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate58(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setPartnerLiveAccess_body = validate62;
const schema81 = {"$ref":"components.json#/$defs/LiveAccessChange"};
const schema82 = {"type":"object","description":"Live access on or off.","required":["on"],"additionalProperties":false,"properties":{"on":{"type":"boolean","description":"Whether the partner's live keys work.","examples":[true]}}};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.on === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/LiveAccessChange/required",keyword:"required",params:{missingProperty: "on"},message:"must have required property '"+"on"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "on")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/LiveAccessChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.on !== undefined){
if(typeof data.on !== "boolean"){
const err2 = {instancePath:instancePath+"/on",schemaPath:"components.json#/$defs/LiveAccessChange/properties/on/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"components.json#/$defs/LiveAccessChange/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.issuePartnerKey_body = validate63;
const schema83 = {"$ref":"components.json#/$defs/NewPartnerKey"};
const schema84 = {"type":"object","description":"The key to issue.","required":["mode"],"additionalProperties":false,"properties":{"mode":{"$ref":"components.json#/$defs/PartnerKeyMode"},"scopes":{"type":"array","description":"What the key may do; every scope when left out.","minItems":1,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/PartnerKeyScope"}}}};
const schema85 = {"type":"string","description":"`test` keys answer with test data and change nothing; `live` keys act for real.","enum":["test","live"],"examples":["test"]};
const schema86 = {"type":"string","description":"A permission a key may hold.","enum":["transport:read","transport:write","activities:read","activities:write","cruise:read","cruise:write","guides:read","guides:write","guides_wifi:read","guides_wifi:write","site:read","site:write","account:read","affiliate:read","affiliate:write","bookings:create","bookings:view","bookings:manage","statements:read","wallet:topup","settings:view","settings:manage","rates:view","tracking:view","tracking:manage","users:view","users:manage","inbox:view"],"examples":["bookings:create"]};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "mode") || (key0 === "scopes"))){
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
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/PartnerKeyMode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "test") || (data0 === "live"))){
const err3 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/PartnerKeyMode/enum",keyword:"enum",params:{allowedValues: schema85.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.scopes !== undefined){
let data1 = data.scopes;
if(Array.isArray(data1)){
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/PartnerKeyScope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((((((((((((((((((((((((data2 === "transport:read") || (data2 === "transport:write")) || (data2 === "activities:read")) || (data2 === "activities:write")) || (data2 === "cruise:read")) || (data2 === "cruise:write")) || (data2 === "guides:read")) || (data2 === "guides:write")) || (data2 === "guides_wifi:read")) || (data2 === "guides_wifi:write")) || (data2 === "site:read")) || (data2 === "site:write")) || (data2 === "account:read")) || (data2 === "affiliate:read")) || (data2 === "affiliate:write")) || (data2 === "bookings:create")) || (data2 === "bookings:view")) || (data2 === "bookings:manage")) || (data2 === "statements:read")) || (data2 === "wallet:topup")) || (data2 === "settings:view")) || (data2 === "settings:manage")) || (data2 === "rates:view")) || (data2 === "tracking:view")) || (data2 === "tracking:manage")) || (data2 === "users:view")) || (data2 === "users:manage")) || (data2 === "inbox:view"))){
const err6 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/PartnerKeyScope/enum",keyword:"enum",params:{allowedValues: schema86.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err7 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate64(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.invitePartnerOwner_body = validate66;
const schema87 = {"$ref":"components.json#/$defs/NewPartnerOwner"};
const schema88 = {"type":"object","description":"The person to invite as the partner's owner.","required":["email","first_name","last_name"],"additionalProperties":false,"properties":{"email":{"type":"string","format":"email","maxLength":254,"description":"Their e-mail address; the invitation goes there.","examples":["layla@desertrose.example"]},"first_name":{"type":"string","minLength":1,"maxLength":60,"description":"Their first name.","examples":["Layla"]},"last_name":{"type":"string","minLength":1,"maxLength":60,"description":"Their last name.","examples":["Haddad"]}}};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/NewPartnerOwner/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.first_name === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/NewPartnerOwner/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_name === undefined){
const err2 = {instancePath,schemaPath:"components.json#/$defs/NewPartnerOwner/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "email") || (key0 === "first_name")) || (key0 === "last_name"))){
const err3 = {instancePath,schemaPath:"components.json#/$defs/NewPartnerOwner/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
const err4 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.first_name !== undefined){
let data1 = data.first_name;
if(typeof data1 === "string"){
if(func1(data1) > 60){
const err7 = {instancePath:instancePath+"/first_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/first_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/first_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.last_name !== undefined){
let data2 = data.last_name;
if(typeof data2 === "string"){
if(func1(data2) > 60){
const err10 = {instancePath:instancePath+"/last_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/last_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/last_name",schemaPath:"components.json#/$defs/NewPartnerOwner/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath,schemaPath:"components.json#/$defs/NewPartnerOwner/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setPartnerCreditLine_body = validate67;
const schema89 = {"$ref":"components.json#/$defs/CreditLineChange"};
const schema90 = {"type":"object","description":"The credit line to set.","required":["limit_aed","terms"],"additionalProperties":false,"properties":{"limit_aed":{"type":"number","x-max-decimals":2,"minimum":0,"maximum":10000000,"description":"The credit limit, AED; 0 ends the credit line.","examples":[50000]},"terms":{"$ref":"components.json#/$defs/CreditTermsCode"}}};
const schema91 = {"type":"string","description":"Days after the invoice its payment is due.","enum":["NET_15","NET_30","NET_45","NET_60"],"examples":["NET_30"]};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit_aed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "limit_aed"},message:"must have required property '"+"limit_aed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.terms === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "terms"},message:"must have required property '"+"terms"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "limit_aed") || (key0 === "terms"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.limit_aed !== undefined){
let data0 = data.limit_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000000 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/limit_aed",schemaPath:"#/properties/limit_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/limit_aed",schemaPath:"#/properties/limit_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err5 = {instancePath:instancePath+"/limit_aed",schemaPath:"#/properties/limit_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
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
const err6 = {instancePath:instancePath+"/limit_aed",schemaPath:"#/properties/limit_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.terms !== undefined){
let data1 = data.terms;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/terms",schemaPath:"components.json#/$defs/CreditTermsCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data1 === "NET_15") || (data1 === "NET_30")) || (data1 === "NET_45")) || (data1 === "NET_60"))){
const err8 = {instancePath:instancePath+"/terms",schemaPath:"components.json#/$defs/CreditTermsCode/enum",keyword:"enum",params:{allowedValues: schema91.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateOperatorDetails_body = validate70;
const schema92 = {"$ref":"components.json#/$defs/OperatorDetailsChanges"};
const schema93 = {"type":"object","description":"The details to set; the others stay.","minProperties":1,"additionalProperties":false,"properties":{"legal_name":{"type":"string","maxLength":200,"description":"The registered company name.","examples":["Gulf Ground Services LLC"]},"trading_name":{"type":"string","maxLength":200,"description":"The name travellers and partners know.","examples":["Gulf Transfers"]},"address":{"type":"string","maxLength":500,"description":"The registered address.","examples":["Office 804, Al Moosa Tower 2, Sheikh Zayed Road, Dubai"]},"trn":{"type":"string","maxLength":40,"description":"The UAE TRN; spaces and dashes are dropped.","examples":["100-1234-5670-0003"]},"phone_24h":{"type":"string","maxLength":40,"description":"The 24-hour phone for travellers in international form.","examples":["+971 4 333 4444"]},"desk_email":{"type":"string","maxLength":254,"description":"The trade desk's e-mail address.","examples":["trade@operator.example"]},"desk_phone":{"type":"string","maxLength":40,"description":"The trade desk's phone in international form.","examples":["+971 4 333 5555"]},"bank_name":{"type":"string","maxLength":200,"description":"The bank partners pay into.","examples":["Emirates NBD"]},"bank_account_name":{"type":"string","maxLength":200,"description":"The name on the bank account.","examples":["Gulf Ground Services LLC"]},"iban":{"type":"string","maxLength":60,"description":"The IBAN; spaces are dropped.","examples":["AE07 0331 2345 6789 0123 456"]},"swift":{"type":"string","maxLength":20,"description":"The SWIFT/BIC code of 8 or 11 characters.","examples":["EBILAEAD"]}}};
const func65 = Object.prototype.hasOwnProperty;

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"components.json#/$defs/OperatorDetailsChanges/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func65.call(schema93.properties, key0))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/OperatorDetailsChanges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.legal_name !== undefined){
let data0 = data.legal_name;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/legal_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/legal_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/legal_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/legal_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.trading_name !== undefined){
let data1 = data.trading_name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err4 = {instancePath:instancePath+"/trading_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/trading_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/trading_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/trading_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.address !== undefined){
let data2 = data.address;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err6 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/address/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.trn !== undefined){
let data3 = data.trn;
if(typeof data3 === "string"){
if(func1(data3) > 40){
const err8 = {instancePath:instancePath+"/trn",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/trn/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err9 = {instancePath:instancePath+"/trn",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/trn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.phone_24h !== undefined){
let data4 = data.phone_24h;
if(typeof data4 === "string"){
if(func1(data4) > 40){
const err10 = {instancePath:instancePath+"/phone_24h",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/phone_24h/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/phone_24h",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/phone_24h/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.desk_email !== undefined){
let data5 = data.desk_email;
if(typeof data5 === "string"){
if(func1(data5) > 254){
const err12 = {instancePath:instancePath+"/desk_email",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/desk_email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/desk_email",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/desk_email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.desk_phone !== undefined){
let data6 = data.desk_phone;
if(typeof data6 === "string"){
if(func1(data6) > 40){
const err14 = {instancePath:instancePath+"/desk_phone",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/desk_phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/desk_phone",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/desk_phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bank_name !== undefined){
let data7 = data.bank_name;
if(typeof data7 === "string"){
if(func1(data7) > 200){
const err16 = {instancePath:instancePath+"/bank_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/bank_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/bank_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/bank_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bank_account_name !== undefined){
let data8 = data.bank_account_name;
if(typeof data8 === "string"){
if(func1(data8) > 200){
const err18 = {instancePath:instancePath+"/bank_account_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/bank_account_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/bank_account_name",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/bank_account_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.iban !== undefined){
let data9 = data.iban;
if(typeof data9 === "string"){
if(func1(data9) > 60){
const err20 = {instancePath:instancePath+"/iban",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/iban/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/iban",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.swift !== undefined){
let data10 = data.swift;
if(typeof data10 === "string"){
if(func1(data10) > 20){
const err22 = {instancePath:instancePath+"/swift",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/swift/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/swift",schemaPath:"components.json#/$defs/OperatorDetailsChanges/properties/swift/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"components.json#/$defs/OperatorDetailsChanges/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setFxRate_body = validate71;
const schema94 = {"$ref":"components.json#/$defs/FxRateChange"};
const schema95 = {"type":"object","description":"The rate to set.","required":["aed_per_unit"],"additionalProperties":false,"properties":{"aed_per_unit":{"type":"string","minLength":1,"maxLength":20,"description":"AED for one unit, as decimal text (up to 8 decimals).","examples":["3.6725"]}}};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.aed_per_unit === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/FxRateChange/required",keyword:"required",params:{missingProperty: "aed_per_unit"},message:"must have required property '"+"aed_per_unit"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "aed_per_unit")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/FxRateChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.aed_per_unit !== undefined){
let data0 = data.aed_per_unit;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err2 = {instancePath:instancePath+"/aed_per_unit",schemaPath:"components.json#/$defs/FxRateChange/properties/aed_per_unit/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/aed_per_unit",schemaPath:"components.json#/$defs/FxRateChange/properties/aed_per_unit/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/aed_per_unit",schemaPath:"components.json#/$defs/FxRateChange/properties/aed_per_unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"components.json#/$defs/FxRateChange/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createPlace_body = validate72;
const schema96 = {"$ref":"components.json#/$defs/NewPlace"};
const schema97 = {"type":"object","description":"A place to add to the catalogue.","required":["type","name","name_ar","address","emirate","latitude","longitude"],"additionalProperties":false,"properties":{"type":{"$ref":"components.json#/$defs/PlaceKind"},"name":{"type":"string","minLength":1,"maxLength":160,"description":"The English name.","examples":["Atlantis The Palm"]},"name_ar":{"type":"string","minLength":1,"maxLength":160,"description":"The Arabic name (in Arabic script).","examples":["أتلانتس النخلة"]},"address":{"type":"string","minLength":3,"maxLength":240,"description":"The street address, with the area and the emirate or town.","examples":["Crescent Road, Palm Jumeirah, Dubai"]},"emirate":{"$ref":"components.json#/$defs/Emirate"},"latitude":{"type":"number","minimum":-90,"maximum":90,"description":"WGS 84, in degrees.","examples":[25.1304]},"longitude":{"type":"number","minimum":-180,"maximum":180,"description":"WGS 84, in degrees.","examples":[55.1171]},"codes":{"type":"array","description":"Other names and codes the place answers to (at most 20).","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":80},"examples":[["Atlantis Dubai"]]},"airport":{"$ref":"components.json#/$defs/PlaceAirport"},"terminal":{"$ref":"components.json#/$defs/PlaceTerminal"},"cruise_terminal":{"$ref":"components.json#/$defs/PlaceCruiseTerminal"},"source":{"type":"string","minLength":1,"maxLength":160,"description":"Where the details come from; \"Added by the operator's staff\" when left out.","examples":["The hotel's own published address"]}}};
const schema98 = {"type":"string","description":"What a place is: `hotel`, `mall`, `landmark` (sights, museums, parks, beaches, business\ndistricts), `airport_terminal`, `cruise_terminal`, `station` (metro and bus stations),\n`hospital`, `venue` (exhibition centres, arenas, stadiums, race tracks, golf clubs).\n","enum":["hotel","mall","landmark","airport_terminal","cruise_terminal","station","hospital","venue"],"examples":["hotel"]};
const schema99 = {"type":"string","description":"The emirate a place is in (Al Ain is in `abu_dhabi`, Khor Fakkan and Kalba in `sharjah`).","enum":["abu_dhabi","dubai","sharjah","ajman","umm_al_quwain","ras_al_khaimah","fujairah"],"examples":["dubai"]};
const schema100 = {"type":"string","description":"The airport of an airport terminal: Dubai International, Dubai World Central, Sharjah, Zayed International (Abu Dhabi).","enum":["DXB","DWC","SHJ","AUH"],"examples":["DXB"]};
const schema101 = {"type":"string","description":"The terminal of an airport terminal: DXB T1, T2, T3; DWC and SHJ MAIN; AUH A.","enum":["T1","T2","T3","MAIN","A"],"examples":["T3"]};
const schema102 = {"type":"string","description":"The terminal of a cruise terminal: Mina Rashid and Dubai Harbour (Dubai), Zayed Port (Abu Dhabi), Khalid Port (Sharjah).","enum":["MINA_RASHID","DUBAI_HARBOUR","ZAYED_PORT","KHALID_PORT"],"examples":["MINA_RASHID"]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
if(data.name_ar === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name_ar"},message:"must have required property '"+"name_ar"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.address === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.emirate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emirate"},message:"must have required property '"+"emirate"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.latitude === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.longitude === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func65.call(schema97.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err8 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((((data0 === "hotel") || (data0 === "mall")) || (data0 === "landmark")) || (data0 === "airport_terminal")) || (data0 === "cruise_terminal")) || (data0 === "station")) || (data0 === "hospital")) || (data0 === "venue"))){
const err9 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceKind/enum",keyword:"enum",params:{allowedValues: schema98.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 160){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 1){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.name_ar !== undefined){
let data2 = data.name_ar;
if(typeof data2 === "string"){
if(func1(data2) > 160){
const err13 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data2) < 1){
const err14 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.address !== undefined){
let data3 = data.address;
if(typeof data3 === "string"){
if(func1(data3) > 240){
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 240},message:"must NOT have more than 240 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data3) < 3){
const err17 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
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
const err18 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.emirate !== undefined){
let data4 = data.emirate;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/Emirate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((((data4 === "abu_dhabi") || (data4 === "dubai")) || (data4 === "sharjah")) || (data4 === "ajman")) || (data4 === "umm_al_quwain")) || (data4 === "ras_al_khaimah")) || (data4 === "fujairah"))){
const err20 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/Emirate/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.latitude !== undefined){
let data5 = data.latitude;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 90 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < -90 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.longitude !== undefined){
let data6 = data.longitude;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 180 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < -180 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.codes !== undefined){
let data7 = data.codes;
if(Array.isArray(data7)){
if(data7.length > 20){
const err27 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func1(data8) > 80){
const err28 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data8) < 1){
const err29 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.airport !== undefined){
let data9 = data.airport;
if(typeof data9 !== "string"){
const err32 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/PlaceAirport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!((((data9 === "DXB") || (data9 === "DWC")) || (data9 === "SHJ")) || (data9 === "AUH"))){
const err33 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/PlaceAirport/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.terminal !== undefined){
let data10 = data.terminal;
if(typeof data10 !== "string"){
const err34 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/PlaceTerminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!(((((data10 === "T1") || (data10 === "T2")) || (data10 === "T3")) || (data10 === "MAIN")) || (data10 === "A"))){
const err35 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/PlaceTerminal/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.cruise_terminal !== undefined){
let data11 = data.cruise_terminal;
if(typeof data11 !== "string"){
const err36 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"components.json#/$defs/PlaceCruiseTerminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data11 === "MINA_RASHID") || (data11 === "DUBAI_HARBOUR")) || (data11 === "ZAYED_PORT")) || (data11 === "KHALID_PORT"))){
const err37 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"components.json#/$defs/PlaceCruiseTerminal/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.source !== undefined){
let data12 = data.source;
if(typeof data12 === "string"){
if(func1(data12) > 160){
const err38 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data12) < 1){
const err39 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updatePlace_body = validate75;
const schema103 = {"$ref":"components.json#/$defs/PlaceChange"};
const schema104 = {"type":"object","description":"What to change of a place; fields left out keep their value.","minProperties":1,"additionalProperties":false,"properties":{"type":{"$ref":"components.json#/$defs/PlaceKind"},"name":{"type":"string","minLength":1,"maxLength":160,"description":"The English name.","examples":["Atlantis The Palm"]},"name_ar":{"type":"string","minLength":1,"maxLength":160,"description":"The Arabic name (in Arabic script).","examples":["أتلانتس النخلة"]},"address":{"type":"string","minLength":3,"maxLength":240,"description":"The street address.","examples":["Crescent Road, Palm Jumeirah, Dubai"]},"emirate":{"$ref":"components.json#/$defs/Emirate"},"latitude":{"type":"number","minimum":-90,"maximum":90,"description":"WGS 84, in degrees.","examples":[25.1304]},"longitude":{"type":"number","minimum":-180,"maximum":180,"description":"WGS 84, in degrees.","examples":[55.1171]},"codes":{"type":"array","description":"The whole new list of other names and codes (at most 20; empty clears it).","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":80},"examples":[["Atlantis Dubai","Atlantis Palm"]]},"airport":{"description":"The airport of an airport terminal; null for any other kind.","oneOf":[{"$ref":"components.json#/$defs/PlaceAirport"},{"type":"null"}]},"terminal":{"description":"The terminal of an airport terminal; null for any other kind.","oneOf":[{"$ref":"components.json#/$defs/PlaceTerminal"},{"type":"null"}]},"cruise_terminal":{"description":"The terminal of a cruise terminal; null for any other kind.","oneOf":[{"$ref":"components.json#/$defs/PlaceCruiseTerminal"},{"type":"null"}]},"source":{"type":"string","minLength":1,"maxLength":160,"description":"Where the details come from.","examples":["Corrected by dispatch from the driver's report"]},"status":{"$ref":"components.json#/$defs/PlaceStatus"}}};
const schema110 = {"type":"string","description":"`active` while in service (partners find and book it); `archived` once taken out of it.","enum":["active","archived"],"examples":["active"]};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func65.call(schema104.properties, key0))){
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
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((((data0 === "hotel") || (data0 === "mall")) || (data0 === "landmark")) || (data0 === "airport_terminal")) || (data0 === "cruise_terminal")) || (data0 === "station")) || (data0 === "hospital")) || (data0 === "venue"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceKind/enum",keyword:"enum",params:{allowedValues: schema98.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 160){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name_ar !== undefined){
let data2 = data.name_ar;
if(typeof data2 === "string"){
if(func1(data2) > 160){
const err7 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/name_ar",schemaPath:"#/properties/name_ar/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.address !== undefined){
let data3 = data.address;
if(typeof data3 === "string"){
if(func1(data3) > 240){
const err10 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 240},message:"must NOT have more than 240 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 3){
const err11 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
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
const err12 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.emirate !== undefined){
let data4 = data.emirate;
if(typeof data4 !== "string"){
const err13 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/Emirate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((((data4 === "abu_dhabi") || (data4 === "dubai")) || (data4 === "sharjah")) || (data4 === "ajman")) || (data4 === "umm_al_quwain")) || (data4 === "ras_al_khaimah")) || (data4 === "fujairah"))){
const err14 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/Emirate/enum",keyword:"enum",params:{allowedValues: schema99.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.latitude !== undefined){
let data5 = data.latitude;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 90 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5 < -90 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/latitude",schemaPath:"#/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.longitude !== undefined){
let data6 = data.longitude;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 180 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < -180 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/longitude",schemaPath:"#/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.codes !== undefined){
let data7 = data.codes;
if(Array.isArray(data7)){
if(data7.length > 20){
const err21 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(func1(data8) > 80){
const err22 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data8) < 1){
const err23 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/codes/" + i0,schemaPath:"#/properties/codes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.airport !== undefined){
let data9 = data.airport;
const _errs23 = errors;
let valid5 = false;
let passing0 = null;
const _errs24 = errors;
if(typeof data9 !== "string"){
const err26 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/PlaceAirport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((data9 === "DXB") || (data9 === "DWC")) || (data9 === "SHJ")) || (data9 === "AUH"))){
const err27 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/PlaceAirport/enum",keyword:"enum",params:{allowedValues: schema100.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid0 = _errs24 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs27 = errors;
if(data9 !== null){
const err28 = {instancePath:instancePath+"/airport",schemaPath:"#/properties/airport/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err29 = {instancePath:instancePath+"/airport",schemaPath:"#/properties/airport/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.terminal !== undefined){
let data10 = data.terminal;
const _errs30 = errors;
let valid7 = false;
let passing1 = null;
const _errs31 = errors;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/PlaceTerminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((data10 === "T1") || (data10 === "T2")) || (data10 === "T3")) || (data10 === "MAIN")) || (data10 === "A"))){
const err31 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/PlaceTerminal/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs31 === errors;
if(_valid1){
valid7 = true;
passing1 = 0;
}
const _errs34 = errors;
if(data10 !== null){
const err32 = {instancePath:instancePath+"/terminal",schemaPath:"#/properties/terminal/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid1 = _errs34 === errors;
if(_valid1 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err33 = {instancePath:instancePath+"/terminal",schemaPath:"#/properties/terminal/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.cruise_terminal !== undefined){
let data11 = data.cruise_terminal;
const _errs37 = errors;
let valid9 = false;
let passing2 = null;
const _errs38 = errors;
if(typeof data11 !== "string"){
const err34 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"components.json#/$defs/PlaceCruiseTerminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((data11 === "MINA_RASHID") || (data11 === "DUBAI_HARBOUR")) || (data11 === "ZAYED_PORT")) || (data11 === "KHALID_PORT"))){
const err35 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"components.json#/$defs/PlaceCruiseTerminal/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs38 === errors;
if(_valid2){
valid9 = true;
passing2 = 0;
}
const _errs41 = errors;
if(data11 !== null){
const err36 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"#/properties/cruise_terminal/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid2 = _errs41 === errors;
if(_valid2 && valid9){
valid9 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid9 = true;
passing2 = 1;
}
}
if(!valid9){
const err37 = {instancePath:instancePath+"/cruise_terminal",schemaPath:"#/properties/cruise_terminal/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data.source !== undefined){
let data12 = data.source;
if(typeof data12 === "string"){
if(func1(data12) > 160){
const err38 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data12) < 1){
const err39 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.status !== undefined){
let data13 = data.status;
if(typeof data13 !== "string"){
const err41 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/PlaceStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data13 === "active") || (data13 === "archived"))){
const err42 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/PlaceStatus/enum",keyword:"enum",params:{allowedValues: schema110.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate76(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  loaded = exports;
  return loaded;
}
