import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler;

/**
 * Keeps one JVM with the build's Java tools loaded (kotlinc, javac, ProGuard, dx) so that builds
 * after the first skip JVM start-up, class loading and JIT warm-up for each of them.
 * Protocol, one request at a time:
 *   request  = one line: tool name, then its arguments, tab-separated;
 *   response = one line: exit code, tab, base64 of everything the tool printed.
 * Client: worker/src/compiler/tool-server.ts. Compiled by scripts/setup-toolchain.mjs.
 */
public final class ToolServer {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream protocol = new PrintStream(System.out, true, "UTF-8");
    PrintStream originalErr = System.err;
    protocol.println("READY");
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      String[] parts = line.split("\t");
      String tool = parts[0];
      String[] toolArgs = Arrays.copyOfRange(parts, 1, parts.length);
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      int code;
      // Tools such as ProGuard print straight to System.out/err: capture those too, so nothing
      // but responses ever reaches the protocol stream.
      try (PrintStream capture = new PrintStream(buffer, true, "UTF-8")) {
        System.setOut(capture);
        System.setErr(capture);
        try {
          code = run(tool, toolArgs, capture);
        } catch (Throwable t) {
          Throwable cause = t instanceof InvocationTargetException && t.getCause() != null ? t.getCause() : t;
          cause.printStackTrace(capture);
          code = 3;
        } finally {
          System.setOut(originalErr);
          System.setErr(originalErr);
        }
      }
      protocol.println(code + "\t" + Base64.getEncoder().encodeToString(buffer.toByteArray()));
    }
  }

  private static int run(String tool, String[] args, PrintStream out) throws Exception {
    switch (tool) {
      case "kotlinc":
        return new K2JVMCompiler().exec(out, args).getCode();
      case "javac": {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        return javac.run(null, out, out, args);
      }
      case "proguard": {
        proguard.Configuration configuration = new proguard.Configuration();
        proguard.ConfigurationParser parser = new proguard.ConfigurationParser(args, System.getProperties());
        try {
          parser.parse(configuration);
        } finally {
          parser.close();
        }
        new proguard.ProGuard(configuration).execute();
        return 0;
      }
      case "dx":
        return dex(args, out);
      default:
        out.println("unknown tool: " + tool);
        return 2;
    }
  }

  /** dx's own main() calls System.exit on failure; its Arguments.parse is private, hence reflection. */
  private static int dex(String[] args, PrintStream out) throws Exception {
    com.android.dx.command.dexer.DxContext context = new com.android.dx.command.dexer.DxContext(out, out);
    com.android.dx.command.dexer.Main.Arguments arguments = new com.android.dx.command.dexer.Main.Arguments(context);
    Method parse = com.android.dx.command.dexer.Main.Arguments.class.getDeclaredMethod("parse", String[].class);
    parse.setAccessible(true);
    parse.invoke(arguments, (Object) args);
    try {
      return new com.android.dx.command.dexer.Main(context).runDx(arguments);
    } finally {
      com.android.dx.command.dexer.Main.clearInternTables();
    }
  }
}
