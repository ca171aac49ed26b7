package org.assemblyfinder.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
